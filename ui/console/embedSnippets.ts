// The embed code a creator pastes: the script tag and the React component, from one configuration,
// so /easy and the demo page always hand out the same, working shapes (ui/widgetOptions.ts lists
// every option).

export type EmbedConfig = {
  creatorId: string
  /** The Stripe connected account (acct_…); a demo creator may have none. */
  connectedAccount: string | null
  name?: string | null
  stripeUrl?: string | null
  ethAddress?: string | null
  demo: boolean
  /** Preset amounts in major units; absent for the widget's own defaults. */
  presets?: readonly number[] | null
  /** Offers Monthly beside a one-off boost. */
  monthly?: boolean
}

/** Where the widget goes on the creator's page. */
const EMBED_TARGET_ID = 'boost-widget'

export function htmlSnippet(config: EmbedConfig, origin: string): string {
  const attributes: [string, string][] = [
    ['src', `${origin}/boost.js`],
    ['data-target', `#${EMBED_TARGET_ID}`],
    ['data-creator-id', config.creatorId],
  ]
  if (config.connectedAccount) attributes.push(['data-connected-account', config.connectedAccount])
  if (config.name) attributes.push(['data-name', config.name])
  if (config.stripeUrl) attributes.push(['data-stripe', config.stripeUrl])
  if (config.ethAddress) attributes.push(['data-eth', config.ethAddress])
  if (config.presets && config.presets.length > 0) attributes.push(['data-presets', config.presets.join(',')])
  if (config.monthly) attributes.push(['data-monthly', 'true'])
  if (config.demo) attributes.push(['data-demo', 'true'])
  const lines = attributes.map(([name, value]) => `  ${name}="${escapeAttribute(value)}"`)
  return [`<div id="${EMBED_TARGET_ID}"></div>`, '<script', ...lines, '  async', '></script>'].join('\n')
}

export function reactSnippet(config: EmbedConfig, origin: string): string {
  const props: string[] = [jsxProp('apiBase', origin), jsxProp('creatorId', config.creatorId)]
  if (config.connectedAccount) props.push(jsxProp('connectedAccount', config.connectedAccount))
  if (config.name) props.push(jsxProp('name', config.name))
  if (config.stripeUrl) props.push(jsxProp('stripeUrl', config.stripeUrl))
  if (config.ethAddress) props.push(jsxProp('ethAddress', config.ethAddress))
  if (config.presets && config.presets.length > 0) props.push(`presets={[${config.presets.join(', ')}]}`)
  if (config.monthly) props.push('monthly')
  if (config.demo) props.push('isDemoMode')
  return [
    "import { BoostWidget } from 'boost/widget'",
    '',
    'export function BoostButton() {',
    '  return (',
    '    <BoostWidget',
    ...props.map((prop) => `      ${prop}`),
    '    />',
    '  )',
    '}',
  ].join('\n')
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

// A JSX string attribute takes no escapes, so anything unusual goes in as a JS string literal.
function jsxProp(name: string, value: string): string {
  return /^[^"\\{}<>&\n\r]*$/.test(value) ? `${name}="${value}"` : `${name}={${JSON.stringify(value)}}`
}
