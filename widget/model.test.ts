import { describe, expect, it } from 'vitest'
import { retryAfterSeconds } from './client.ts'
import { ANON_ID_PATTERN } from '../core/ids.ts'
import { FALLBACK_LIMITS } from '../core/limits.ts'
import { xpForCentsUnchecked } from '../core/xp.ts'
import {
  checkoutBody,
  checkoutError,
  checkoutNotice,
  currencySymbol,
  DEFAULT_PRESETS,
  effectiveLimits,
  initialSelection,
  newAnonId,
  optionsFromDataset,
  parseConfig,
  presetAllowed,
  presetColumns,
  rangeMessage,
  referralFrom,
  resolveAmount,
  type WidgetConfig,
  type WidgetOptions,
  xpLabel,
} from './model.ts'

const usd = { min: 100, max: 500000 }

function configOf(options: WidgetOptions): WidgetConfig {
  const parsed = parseConfig(options)
  if (!parsed.config) throw new Error(parsed.error)
  return parsed.config
}

function fromAttributes(attributes: Record<string, string>) {
  return parseConfig(optionsFromDataset(attributes))
}

describe('parseConfig', () => {
  it('fills in the spec defaults: usd, live, presets 1 to 100, auto theme, /api/checkout', () => {
    const parsed = parseConfig({ creatorId: 'maya', connectedAccount: 'acct_123' })
    expect(parsed).toEqual({
      config: {
        creatorId: 'maya',
        name: null,
        stripeUrl: null,
        demo: false,
        theme: 'auto',
        presets: [100, 500, 1000, 2000, 5000, 10000],
        currency: 'usd',
        minCents: null,
        maxCents: null,
        checkoutEndpoint: '/api/checkout',
        goal: false,
      },
      error: null,
      problems: [],
    })
  })

  it('refuses a missing or blank creator id with a short reason', () => {
    expect(parseConfig({})).toMatchObject({ config: null, error: 'This Boost button needs a creator id (data-creator-id).' })
    expect(parseConfig({ creatorId: '   ' }).config).toBeNull()
  })

  it('refuses a creator id that is not one', () => {
    expect(parseConfig({ creatorId: 'Maya Lopez' })).toMatchObject({ config: null, error: '"Maya Lopez" is not a valid creator id (data-creator-id).' })
    expect(parseConfig({ creatorId: { id: 'maya' } }).config).toBeNull()
  })

  it('accepts a connected account and an ETH address without keeping them: the server pays out to the account the creator connected', () => {
    expect(parseConfig({ creatorId: 'maya', connectedAccount: 'not-an-account', ethAddress: '0x12' })).toEqual(parseConfig({ creatorId: 'maya' }))
  })

  it('keeps React props as they are', () => {
    const config = configOf({
      creatorId: 'maya',
      connectedAccount: 'acct_1Abc',
      name: ' Maya ',
      stripeUrl: 'https://buy.stripe.com/test_123',
      ethAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      isDemoMode: true,
      theme: 'dark',
      presets: [5, 20, 50, 100],
      currency: 'EUR',
      minAmount: 2,
      maxAmount: 1000,
      checkoutEndpoint: 'https://boost.example/api/checkout',
      goal: true,
    })
    expect(config).toEqual({
      creatorId: 'maya',
      name: 'Maya',
      stripeUrl: 'https://buy.stripe.com/test_123',
      demo: true,
      theme: 'dark',
      presets: [500, 2000, 5000, 10000],
      currency: 'eur',
      minCents: 200,
      maxCents: 100000,
      checkoutEndpoint: 'https://boost.example/api/checkout',
      goal: true,
    })
  })
})

describe('optionsFromDataset', () => {
  it('reads every embed attribute', () => {
    const parsed = fromAttributes({
      target: '#boost-widget',
      creatorId: 'demo-creator',
      connectedAccount: 'acct_demo',
      name: 'Demo Creator',
      stripe: 'https://buy.stripe.com/x',
      eth: '0x52908400098527886E0F7030069857D2E4169EE7',
      demo: 'true',
      theme: 'light',
      presets: '5, 10,20',
      currency: 'gbp',
      minAmount: '3',
      maxAmount: '250.50',
    })
    expect(parsed.problems).toEqual([])
    expect(parsed.config).toMatchObject({
      creatorId: 'demo-creator',
      name: 'Demo Creator',
      stripeUrl: 'https://buy.stripe.com/x',
      demo: true,
      theme: 'light',
      presets: [500, 1000, 2000],
      currency: 'gbp',
      minCents: 300,
      maxCents: 25050,
    })
  })

  it('takes data-min and data-max in cents', () => {
    expect(fromAttributes({ creatorId: 'maya', min: '100', max: '500000' }).config).toMatchObject({ minCents: 100, maxCents: 500000 })
  })

  it('lets data-min-amount win over data-min when both are set', () => {
    expect(fromAttributes({ creatorId: 'maya', minAmount: '5', min: '100' }).config).toMatchObject({ minCents: 500 })
  })

  it('treats a bare data-demo as true and anything unknown as false', () => {
    expect(fromAttributes({ creatorId: 'maya', demo: '' }).config?.demo).toBe(true)
    expect(fromAttributes({ creatorId: 'maya', demo: 'false' }).config?.demo).toBe(false)
    const unknown = fromAttributes({ creatorId: 'maya', demo: 'sure', connectedAccount: 'acct_1' })
    expect(unknown.config?.demo).toBe(false)
    expect(unknown.problems).toEqual(['ignoring data-demo="sure"'])
  })

  it('shows the goal only when asked: data-goal, data-goal="true", or the showGoal prop', () => {
    expect(fromAttributes({ creatorId: 'maya' }).config?.goal).toBe(false)
    expect(fromAttributes({ creatorId: 'maya', goal: '' }).config?.goal).toBe(true)
    expect(fromAttributes({ creatorId: 'maya', goal: 'true' }).config?.goal).toBe(true)
    expect(parseConfig({ creatorId: 'maya', goal: true }).config?.goal).toBe(true)
    expect(fromAttributes({ creatorId: 'maya', goal: 'maybe' }).problems).toEqual(['ignoring data-goal="maybe"'])
  })
})

describe('parseConfig with bad values', () => {
  it.each([
    [{ theme: 'neon' }, 'theme', 'auto', 'ignoring data-theme="neon"'],
    [{ currency: 'jpy' }, 'currency', 'usd', 'ignoring data-currency="jpy"'],
    [{ stripe: 'javascript:alert(1)' }, 'stripeUrl', null, 'ignoring data-stripe="javascript:alert(1)"'],
    [{ stripe: 'http://buy.stripe.com/x' }, 'stripeUrl', null, 'ignoring data-stripe="http://buy.stripe.com/x"'],
    [{ minAmount: 'lots' }, 'minCents', null, 'ignoring data-min-amount="lots"'],
    [{ max: '12.5' }, 'maxCents', null, 'ignoring data-max="12.5"'],
  ] as const)('%j falls back, with a console problem', (attributes, field, expected, problem) => {
    const parsed = fromAttributes({ creatorId: 'maya', connectedAccount: 'acct_1', ...attributes })
    expect(parsed.config?.[field]).toBe(expected)
    expect(parsed.problems).toContain(problem)
  })

  it('leaves out the presets that are not amounts, keeping the rest in order without duplicates', () => {
    const parsed = fromAttributes({ creatorId: 'maya', connectedAccount: 'acct_1', presets: '20,abc,-3,0,5,20,2.5' })
    expect(parsed.config?.presets).toEqual([2000, 500, 250])
    expect(parsed.problems).toEqual(['ignoring data-presets="abc"', 'ignoring data-presets="-3"', 'ignoring data-presets="0"'])
  })

  it('uses the default presets when none is usable', () => {
    expect(fromAttributes({ creatorId: 'maya', presets: 'x,y' }).config?.presets).toEqual(DEFAULT_PRESETS)
    expect(configOf({ creatorId: 'maya', presets: [] }).presets).toEqual(DEFAULT_PRESETS)
  })

  it('ignores a minimum above the maximum', () => {
    const parsed = fromAttributes({ creatorId: 'maya', connectedAccount: 'acct_1', minAmount: '50', maxAmount: '10' })
    expect(parsed.config).toMatchObject({ minCents: null, maxCents: null })
    expect(parsed.problems).toEqual(['ignoring data-min/data-max="min above max"'])
  })

  it('cuts a very long name', () => {
    expect(configOf({ creatorId: 'maya', name: 'x'.repeat(200) }).name).toHaveLength(80)
  })
})

describe('effectiveLimits', () => {
  const none = { minCents: null, maxCents: null }

  it('converts the server limits from major units to cents', () => {
    expect(effectiveLimits({ min: 1, max: 5000 }, none)).toEqual(usd)
  })

  it('falls back to $1 to $5,000 without server limits, or with nonsense ones', () => {
    expect(effectiveLimits(null, none)).toEqual(FALLBACK_LIMITS)
    expect(effectiveLimits({ min: 50, max: 5 }, none)).toEqual(FALLBACK_LIMITS)
    expect(FALLBACK_LIMITS).toEqual(usd)
  })

  it('narrows to the creator attributes, never widens', () => {
    expect(effectiveLimits({ min: 1, max: 5000 }, { minCents: 500, maxCents: 100000 })).toEqual({ min: 500, max: 100000 })
    expect(effectiveLimits({ min: 1, max: 5000 }, { minCents: 50, maxCents: 900000 })).toEqual(usd)
  })
})

describe('initialSelection', () => {
  it('selects the middle preset: $10 of 1, 5, 10, 20, 50, 100', () => {
    expect(initialSelection(DEFAULT_PRESETS, usd)).toBe(1000)
    expect(initialSelection([500, 2000, 5000, 10000], usd)).toBe(2000)
  })

  it('selects the first preset within the limits when the middle one is outside', () => {
    expect(initialSelection(DEFAULT_PRESETS, { min: 2000, max: 500000 })).toBe(2000)
  })

  it('selects Custom when no preset is within the limits', () => {
    expect(initialSelection([100, 500], { min: 1000, max: 2000 })).toBe('')
  })
})

describe('Selection', () => {
  it('is a preset as cents or Custom as the typed text, so a preset carries no custom text', () => {
    expect(resolveAmount(500, usd)).toEqual({ cents: 500, error: null })
    expect(resolveAmount('500', usd)).toEqual({ cents: 50000, error: null })
  })
})

describe('presetAllowed', () => {
  it('is true within the limits, bounds included', () => {
    expect([50, 100, 500000, 500001].map((cents) => presetAllowed(cents, usd))).toEqual([false, true, true, false])
  })
})

describe('resolveAmount', () => {
  it('charges a preset as it is', () => {
    expect(resolveAmount(2000, usd)).toEqual({ cents: 2000, error: null })
  })

  it('charges a custom amount in dollars and cents, rounding half up', () => {
    expect(resolveAmount('12.5', usd)).toEqual({ cents: 1250, error: null })
    expect(resolveAmount(' 19.995 ', usd)).toEqual({ cents: 2000, error: null })
  })

  it('clamps a custom amount above the maximum and says why', () => {
    expect(resolveAmount('10000', usd)).toEqual({ cents: 500000, error: 'Amount must be between $1 and $5,000' })
  })

  it('clamps a custom amount below the minimum, zero and negatives included', () => {
    for (const text of ['0.5', '0', '-5']) expect(resolveAmount(text, usd)).toEqual({ cents: 100, error: 'Amount must be between $1 and $5,000' })
  })

  it('treats a number too large for cents as above the maximum', () => {
    expect(resolveAmount('1e30', usd).cents).toBe(500000)
  })

  it('falls back to the minimum for a custom text that is no number, or empty', () => {
    for (const text of ['', 'abc', '5 dollars']) expect(resolveAmount(text, { min: 300, max: 1000 })).toEqual({ cents: 300, error: null })
  })

  it('clamps a preset outside narrowed limits', () => {
    expect(resolveAmount(10000, { min: 100, max: 5000 })).toEqual({ cents: 5000, error: 'Amount must be between $1 and $50' })
  })
})

describe('rangeMessage', () => {
  it('names the limits in the currency', () => {
    expect(rangeMessage({ min: 150, max: 400000 }, 'gbp')).toBe('Amount must be between £1.50 and £4,000')
  })
})

describe('currencySymbol', () => {
  it('is the symbol the custom field shows', () => {
    expect(['usd', 'eur', 'gbp', 'cad', 'aud'].map((code) => currencySymbol(code as 'usd'))).toEqual(['$', '€', '£', 'CA$', 'A$'])
  })
})

describe('checkoutNotice', () => {
  it('shows Amount Adjusted when the server clamps', () => {
    expect(checkoutNotice({ clamped: true, amount: 5000 })).toEqual({ tone: 'info', title: 'Amount Adjusted', text: 'Amount was adjusted to $5,000 (within limits)' })
  })

  it('says nothing when the amount was kept', () => {
    expect(checkoutNotice({ clamped: false, amount: 10 })).toBeNull()
  })
})

describe('checkoutError', () => {
  it('shows Checkout Error with the server’s message', () => {
    expect(checkoutError('{"error":"This creator has not connected payments yet"}')).toEqual({
      tone: 'error',
      title: 'Checkout Error',
      text: 'This creator has not connected payments yet',
    })
  })

  it('falls back to "Failed to create checkout session" without a usable message', () => {
    for (const body of [null, '', '<html>Bad gateway</html>', '{"error":""}', '{"error":42}', 'null']) {
      expect(checkoutError(body).text).toBe('Failed to create checkout session')
    }
  })

  it('asks to try again in a moment on a 503, whatever the body says', () => {
    for (const body of [null, '<html>Service Unavailable</html>', '{"error":"Boost is briefly unavailable"}']) {
      expect(checkoutError(body, 503)).toEqual({ tone: 'error', title: 'Checkout Error', text: 'Try again in a moment' })
    }
  })

  it('says the fan is offline when there was no answer at all', () => {
    expect(checkoutError(null, 0)).toEqual({ tone: 'error', title: 'Offline', text: 'Connect and try again' })
  })
})

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date, rounds up, and waits a minute when the header says nothing usable', () => {
    const now = Date.parse('2026-11-29T12:00:00Z')
    expect(retryAfterSeconds('17', now)).toBe(17)
    expect(retryAfterSeconds('Sun, 29 Nov 2026 12:00:30 GMT', now)).toBe(30)
    for (const header of [null, '', 'soon', '-5', '0']) expect(retryAfterSeconds(header, now)).toBe(60)
  })
})

describe('checkoutBody', () => {
  const config = configOf({ creatorId: 'maya', connectedAccount: 'acct_1' })

  it('sends the amount in major units, the currency and the creator', () => {
    expect(checkoutBody(config, 1250, { supporterId: null, ref: null, message: '   ' })).toEqual({ amount: 12.5, currency: 'usd', creator_id: 'maya' })
  })

  it('adds the supporter, referral, message and demo flag when there are any', () => {
    const demo = configOf({ creatorId: 'maya', isDemoMode: true })
    expect(checkoutBody(demo, 500, { supporterId: 'a5f1c1a2-8d5e-4c39-9a65-0b0e4c1f2d3e', ref: 'ABC123', message: ' Keep going! ' })).toEqual({
      amount: 5,
      currency: 'usd',
      creator_id: 'maya',
      supporter_id: 'a5f1c1a2-8d5e-4c39-9a65-0b0e4c1f2d3e',
      ref: 'ABC123',
      message: 'Keep going!',
      demo: true,
    })
  })
})

describe('referralFrom', () => {
  it('reads a well-formed ?ref= code, in capitals', () => {
    expect(referralFrom('?ref=abc123&x=1')).toBe('ABC123')
    expect(referralFrom('?ref=no')).toBeNull()
    expect(referralFrom('')).toBeNull()
  })
})

describe('newAnonId', () => {
  it('makes an anonymous id the identify endpoint accepts', () => {
    const id = newAnonId((bytes) => bytes.map((_, index) => index * 37))
    expect(id).toHaveLength(24)
    expect(ANON_ID_PATTERN.test(id)).toBe(true)
  })
})

describe('presetColumns', () => {
  it('puts six presets 3 × 2 when narrow and in one row when wide', () => {
    expect(presetColumns(6)).toEqual([3, 6])
    expect(presetColumns(3)).toEqual([3, 3])
    expect(presetColumns(4)).toEqual([4, 4])
    expect(presetColumns(8)).toEqual([4, 4])
  })
})

describe('xpLabel', () => {
  it('shows the XP a boost earns with thousands separators', () => {
    expect(xpLabel(xpForCentsUnchecked(1000))).toBe('+100 XP')
    expect(xpLabel(xpForCentsUnchecked(500000))).toBe('+50,000 XP')
  })
})
