// The boost widget's options, as React props and embed attributes: one list for the docs pages.
import { FALLBACK_LIMITS } from '../core/limits.ts'

export type WidgetOption = {
  prop?: string
  attribute?: string
  type: string
  default?: string
  required?: boolean
  description: string
}

export const WIDGET_OPTIONS: WidgetOption[] = [
  {
    attribute: 'data-target',
    type: 'CSS selector',
    default: 'after the tag',
    description: 'The element the widget renders into, e.g. #boost-widget. Without it the widget appears right after the script tag.',
  },
  {
    prop: 'creatorId',
    attribute: 'data-creator-id',
    type: 'string',
    required: true,
    description: 'Your creator id: 3 to 64 characters of a–z, 0–9, _ and -. Boosts, XP and counters are keyed by it.',
  },
  {
    prop: 'connectedAccount',
    attribute: 'data-connected-account',
    type: 'string',
    required: true,
    description: 'Your Stripe connected account (acct_…), where live payments are paid out. Not needed in demo mode.',
  },
  {
    prop: 'name',
    attribute: 'data-name',
    type: 'string',
    description: 'The name supporters see on the widget and at checkout.',
  },
  {
    prop: 'stripeUrl',
    attribute: 'data-stripe',
    type: 'URL',
    description: 'A Stripe Payment Link of yours (https), offered as an alternative way to pay.',
  },
  {
    prop: 'ethAddress',
    attribute: 'data-eth',
    type: '0x address',
    description: 'Your wallet for crypto boosts (ETH and USDC on Ethereum and BNB Chain). Crypto boosts are coming soon.',
  },
  {
    prop: 'isDemoMode',
    attribute: 'data-demo',
    type: 'boolean',
    default: 'false',
    description: 'Runs the whole flow against the demo checkout: no money moves and no live numbers change. The bare attribute means true.',
  },
  {
    prop: 'showGoal',
    attribute: 'data-goal',
    type: 'boolean',
    default: 'false',
    description: 'Shows your active goal (set in the console’s account page) above the amounts, and refreshes it after each boost. The bare attribute means true.',
  },
  {
    prop: 'monthly',
    attribute: 'data-monthly',
    type: 'boolean',
    default: 'false',
    description: 'Offers Monthly beside a one-off boost: the fan’s card is charged the amount every month until they cancel, which they can do any time from their receipt or /me. On by default on your Boost page. The bare attribute means true.',
  },
  {
    prop: 'theme',
    attribute: 'data-theme',
    type: 'light | dark | auto',
    default: 'auto',
    description: 'auto follows the visitor’s system setting.',
  },
  {
    prop: 'presets',
    attribute: 'data-presets',
    type: 'number[] / "5,10,20"',
    default: '1,5,10,20,50,100',
    description: 'Up to 12 preset amounts in units of the currency; the attribute takes a comma-separated list. A Custom field is always offered.',
  },
  {
    prop: 'currency',
    attribute: 'data-currency',
    type: 'string',
    default: 'usd',
    description: 'usd, eur, gbp, cad or aud.',
  },
  {
    prop: 'minAmount',
    attribute: 'data-min-amount',
    type: 'number',
    default: String(FALLBACK_LIMITS.min / 100),
    description: 'The smallest boost, in whole units (dollars). It can only narrow the platform’s limits.',
  },
  {
    prop: 'maxAmount',
    attribute: 'data-max-amount',
    type: 'number',
    default: String(FALLBACK_LIMITS.max / 100),
    description: 'The largest boost, in whole units (dollars).',
  },
  {
    attribute: 'data-min',
    type: 'integer (cents)',
    default: String(FALLBACK_LIMITS.min),
    description: 'The smallest boost in cents, for sites that work in cents; data-min-amount wins when both are set.',
  },
  {
    attribute: 'data-max',
    type: 'integer (cents)',
    default: String(FALLBACK_LIMITS.max),
    description: 'The largest boost in cents.',
  },
  {
    prop: 'onBoostSuccess',
    attribute: 'boost:success event',
    type: '(result) => void',
    description: 'Called once the boost is paid and recorded, with { creatorId, sessionId, amount, currency, clamped, url, boostId, xpAwarded }.',
  },
  {
    prop: 'onBoostError',
    attribute: 'boost:error event',
    type: '(error) => void',
    description: 'Called when a boost fails or its checkout expires, with { title, message }.',
  },
  {
    prop: 'customStyles',
    type: 'CSSProperties',
    description: 'Styles applied to the widget’s outer frame, for spacing and width.',
  },
]
