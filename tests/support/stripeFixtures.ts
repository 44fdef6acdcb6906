// Stripe's own published example objects (stripe/fixtures.json beside this file, copied from
// Stripe's OpenAPI repository; its README says which and under what licence), so the stand-in's
// answers and the tests' webhook events carry every field real Stripe sends; a test overrides only
// the fields it is about.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const FIXTURES_PATH = join(import.meta.dirname, 'stripe/fixtures.json')

type Resources = Record<string, Record<string, unknown>>
let resources: Resources | undefined

function load(): Resources {
  resources ??= (JSON.parse(readFileSync(FIXTURES_PATH, 'utf8')) as { resources: Resources }).resources
  return resources
}

/** A deep copy of Stripe's example `name` object (`checkout.session`, `charge`, `account`, `dispute`…) with `overrides` on top. */
export function stripeObject(name: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const example = load()[name]
  if (!example) throw new Error(`Stripe's fixtures have no ${name}`)
  return { ...structuredClone(example), ...overrides }
}

/** An event as Stripe delivers it: Stripe's example event around `object`, with a fresh id. */
export function stripeEvent(type: string, object: unknown, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return stripeObject('event', {
    id: `evt_${randomBytes(12).toString('hex')}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    ...overrides,
  })
}
