// An alert's words as its creator wrote them: a template with tokens ({name}, {amount}, {message},
// {months}) filled in with the boost's values. The result is a list of text parts that a page
// renders as text nodes, so a supporter's name or message can never become markup.

export const TEMPLATE_TOKENS = ['name', 'amount', 'message', 'months'] as const
export type TemplateToken = (typeof TEMPLATE_TOKENS)[number]
export const DEFAULT_TEMPLATE = '{name} boosted {amount}!'
export const TEMPLATE_MAX_LENGTH = 120

export type TemplatePart = { text: string; token?: TemplateToken }

const BRACED = /\{([^{}]*)\}/g

/** What is wrong with a template, in plain words; null when it can be used. */
export function templateProblem(template: string): string | null {
  if (template.trim() === '') return 'must not be empty'
  if ([...template].length > TEMPLATE_MAX_LENGTH) return `must be at most ${TEMPLATE_MAX_LENGTH} characters`
  // Tabs and line breaks included: an alert's headline is one line.
  if (/\p{Cc}|[\u202a-\u202e\u2066-\u2069]/u.test(template)) return 'must be one line of plain text'
  for (const [, name] of template.matchAll(BRACED)) {
    if (!(TEMPLATE_TOKENS as readonly string[]).includes(name!)) return `has an unknown token {${name}}: use ${TEMPLATE_TOKENS.map((token) => `{${token}}`).join(', ')}`
  }
  if (/[{}]/.test(template.replace(BRACED, ''))) return 'has a { or } that does not close a token'
  return null
}

/** The template's parts with each token's value; a token without a value (no message, not monthly) is left out. */
export function renderTemplate(template: string, values: Partial<Record<TemplateToken, string>>): TemplatePart[] {
  const parts: TemplatePart[] = []
  let from = 0
  for (const match of template.matchAll(BRACED)) {
    if (match.index > from) parts.push({ text: template.slice(from, match.index) })
    const token = match[1] as TemplateToken
    const value = (TEMPLATE_TOKENS as readonly string[]).includes(token) ? values[token] : match[0]
    if (value) parts.push({ text: value, token })
    from = match.index + match[0].length
  }
  if (from < template.length) parts.push({ text: template.slice(from) })
  return parts
}

export const templateText = (parts: readonly TemplatePart[]) => parts.map((part) => part.text).join('')
