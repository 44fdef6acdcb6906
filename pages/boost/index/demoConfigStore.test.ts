import { describe, expect, it } from 'vitest'
import { DEMO_DEFAULTS, embedConfig, fieldProblems, parsePresets } from './demoConfigStore.ts'

describe('parsePresets', () => {
  it('reads amounts separated by commas or spaces, with or without $', () => {
    expect(parsePresets('5, 20, 50')).toEqual([5, 20, 50])
    expect(parsePresets('$3 7.5;12')).toEqual([3, 7.5, 12])
    expect(parsePresets('5, 5, 10')).toEqual([5, 10])
  })

  it('refuses an empty list, a word, an amount outside $1 to $5,000, or too many', () => {
    for (const text of ['', 'five', '0.5', '5001', '1,2,3,4,5,6,7']) expect(parsePresets(text)).toBeNull()
  })
})

describe('fieldProblems', () => {
  it('finds none in the defaults', () => {
    expect(fieldProblems(DEMO_DEFAULTS)).toEqual({})
  })

  it('names each bad field', () => {
    expect(
      fieldProblems({ ...DEMO_DEFAULTS, creatorId: 'Not Valid', connectedAccount: 'acc_1', stripeUrl: 'http://x', ethAddress: '0x12', presets: 'lots' }),
    ).toEqual({
      creatorId: expect.any(String),
      connectedAccount: expect.any(String),
      stripeUrl: expect.any(String),
      ethAddress: expect.any(String),
      presets: expect.any(String),
    })
  })

  it('asks for the Stripe account in live mode', () => {
    expect(fieldProblems({ ...DEMO_DEFAULTS, mode: 'live', connectedAccount: '' }).connectedAccount).toMatch(/Live boosts need/)
  })
})

describe('embedConfig', () => {
  it('is the defaults as a demo with presets 5, 20, 50, one-off boosts only', () => {
    expect(embedConfig(DEMO_DEFAULTS)).toEqual({
      creatorId: 'demo-creator',
      connectedAccount: 'acct_demo',
      name: 'Demo Creator',
      stripeUrl: DEMO_DEFAULTS.stripeUrl,
      ethAddress: DEMO_DEFAULTS.ethAddress,
      demo: true,
      presets: [5, 20, 50],
      monthly: false,
    })
  })

  it('leaves out bad optional values and falls back to the default creator id', () => {
    const config = embedConfig({ ...DEMO_DEFAULTS, creatorId: 'BAD ID', stripeUrl: 'ftp://x', ethAddress: '', mode: 'live' })
    expect(config).toMatchObject({ creatorId: 'demo-creator', stripeUrl: null, ethAddress: null, demo: false })
  })
})
