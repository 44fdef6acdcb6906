// A small syntax highlighter for the snippets we show (HTML, TSX, shell, JSON, Solidity-like
// interfaces): enough colour to read a snippet at a glance, without shipping a grammar library.

export type CodeLanguage = 'html' | 'tsx' | 'bash' | 'json' | 'solidity' | 'text'
type TokenKind = 'comment' | 'tag' | 'attr' | 'string' | 'keyword' | 'number' | 'punct' | 'prompt'
export type Token = { text: string; kind?: TokenKind }

type Rule = [TokenKind, string]

const STRING = String.raw`"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'`
const NUMBER = String.raw`\b\d+(?:\.\d+)?\b`

const RULES: Record<Exclude<CodeLanguage, 'text'>, Rule[]> = {
  html: [
    ['comment', String.raw`<!--[\s\S]*?-->`],
    ['tag', String.raw`<\/?[A-Za-z][\w-]*|\/?>`],
    ['attr', String.raw`[A-Za-z_:][\w:.-]*(?==)`],
    ['string', STRING],
  ],
  tsx: [
    ['comment', String.raw`\/\/[^\n]*|\/\*[\s\S]*?\*\/`],
    ['string', STRING + '|`(?:[^`\\\\]|\\\\.)*`'],
    ['tag', String.raw`<\/?[A-Za-z][\w.]*(?=[\s>/])|\/>|(?<=[\w"'}])>`],
    [
      'keyword',
      String.raw`\b(?:import|from|export|default|function|return|const|let|new|if|else|await|async|type|interface|true|false|null|undefined|as)\b`,
    ],
    ['attr', String.raw`\b[A-Za-z_][\w]*(?==[{"'])`],
    ['number', NUMBER],
    ['punct', String.raw`[{}()[\];,]`],
  ],
  bash: [
    ['prompt', String.raw`^\$ `],
    ['comment', String.raw`(?<=^|\s)#[^\n]*`],
    ['string', STRING],
  ],
  json: [
    ['attr', String.raw`"(?:[^"\\\n]|\\.)*"(?=\s*:)`],
    ['string', STRING],
    ['keyword', String.raw`\b(?:true|false|null)\b`],
    ['number', '-?' + NUMBER],
    ['punct', String.raw`[{}[\],:]`],
  ],
  solidity: [
    ['comment', String.raw`\/\/[^\n]*|\/\*[\s\S]*?\*\/`],
    ['string', STRING],
    [
      'keyword',
      String.raw`\b(?:pragma|solidity|interface|contract|function|event|external|payable|view|returns|address|uint256|uint16|indexed|emit|error)\b`,
    ],
    ['number', NUMBER],
    ['punct', String.raw`[{}()[\];,]`],
  ],
}

const PATTERNS = new Map(
  Object.entries(RULES).map(([language, rules]) => [
    language,
    { kinds: rules.map(([kind]) => kind), pattern: new RegExp(rules.map(([, source]) => `(${source})`).join('|'), 'gm') },
  ]),
)

/** Splits `code` into tokens whose texts, joined, are exactly `code`. */
export function highlight(code: string, language: CodeLanguage): Token[] {
  const compiled = PATTERNS.get(language)
  if (!compiled) return [{ text: code }]
  const tokens: Token[] = []
  let position = 0
  for (const match of code.matchAll(compiled.pattern)) {
    if (match[0] === '') continue
    if (match.index > position) tokens.push({ text: code.slice(position, match.index) })
    const group = match.slice(1).findIndex((text) => text !== undefined)
    const kind = compiled.kinds[group]
    tokens.push(kind ? { text: match[0], kind } : { text: match[0] })
    position = match.index + match[0].length
  }
  if (position < code.length) tokens.push({ text: code.slice(position) })
  return tokens
}
