import { describe, expect, it } from 'vitest'
import type { BoostEvent, BoostStats } from '../../core/api/ledger.ts'
import { channelSplit, currenciesOf, dailySeries, shareOf, sumEvents, totalsFrom } from './analyticsModel.ts'

let id = 0
function event(overrides: Partial<BoostEvent> = {}): BoostEvent {
  id += 1
  return {
    id: String(id),
    creatorId: 'maya',
    channel: 'fiat',
    gross: '2000',
    platformFee: '50',
    processorFee: '88',
    netCreator: '1862',
    currency: 'usd',
    ref: `cs_${id}`,
    ts: '2026-03-10T12:00:00.000Z',
    message: null,
    messageStatus: null,
    supporterName: null,
    anonymous: false,
    xpAwarded: 200,
    refunded: '0',
    reversed: false,
    dispute: null,
    supporterLabel: null,
    months: null,
    renewal: false,
    ...overrides,
  }
}

describe('sumEvents', () => {
  it('adds up gross, fees and net, leaving refunded boosts out', () => {
    expect(sumEvents([event(), event({ gross: '500', platformFee: '13', processorFee: '45', netCreator: '442' }), event({ reversed: true })])).toEqual({
      boosts: 2,
      grossCents: 2500,
      platformFeeCents: 63,
      processorFeeCents: 133,
      netCents: 2304,
    })
  })
})

describe('sumEvents with refunds', () => {
  it('counts what a partly refunded boost kept, by the ledger’s rounding rule', () => {
    expect(sumEvents([event({ refunded: '500' })])).toEqual({ boosts: 1, grossCents: 1500, platformFeeCents: 37, processorFeeCents: 67, netCents: 1396 })
  })
})

describe('totalsFrom', () => {
  it('reads the stats', () => {
    const stats: Partial<BoostStats> = { totalBoosts: '7', totalGross: '14000', totalPlatformFees: '350', totalProcessorFees: '616', totalNet: '13034' }
    expect(totalsFrom(stats, [event()], 'usd')).toEqual({ boosts: 7, grossCents: 14000, platformFeeCents: 350, processorFeeCents: 616, netCents: 13034 })
  })

  it('sums the events for a value the stats lack', () => {
    expect(totalsFrom({ totalBoosts: '9' }, [event(), event()], 'usd')).toEqual({ boosts: 9, grossCents: 4000, platformFeeCents: 100, processorFeeCents: 176, netCents: 3724 })
    expect(totalsFrom(undefined, [event()], 'usd').boosts).toBe(1)
  })

  it('takes one currency from the stats’ byCurrency, and never adds two currencies', () => {
    const stats: Partial<BoostStats> = {
      currency: 'usd',
      totalBoosts: '3',
      totalGross: '2000',
      byCurrency: {
        usd: { boosts: 1, grossCents: 2000, platformFeeCents: 50, processorFeeCents: 88, netCents: 1862, refundedCents: 0 },
        eur: { boosts: 2, grossCents: 1500, platformFeeCents: 38, processorFeeCents: 104, netCents: 1358, refundedCents: 500 },
      },
    }
    expect(totalsFrom(stats, [], 'eur')).toEqual({ boosts: 2, grossCents: 1500, platformFeeCents: 38, processorFeeCents: 104, netCents: 1358 })
    expect(totalsFrom(stats, [], 'usd').grossCents).toBe(2000)
    expect(currenciesOf(stats, [])).toEqual(['usd', 'eur'])
    expect(currenciesOf({ ...stats, currency: 'eur' }, [])).toEqual(['eur', 'usd'])
  })

  it('sums only the events of the currency asked for when the stats have no part for it', () => {
    const events = [event(), event({ currency: 'gbp', gross: '700', platformFee: '18', processorFee: '50', netCreator: '632' })]
    expect(totalsFrom({ currency: 'usd', totalBoosts: '2', totalGross: '2000' }, events, 'gbp')).toEqual({ boosts: 1, grossCents: 700, platformFeeCents: 18, processorFeeCents: 50, netCents: 632 })
    expect(currenciesOf(undefined, events)).toEqual(['gbp', 'usd'])
  })
})

describe('channelSplit', () => {
  it('takes the stats’ split, or counts the events', () => {
    const channels = { fiat: { count: 3, grossCents: 3000 }, crypto: { count: 1, grossCents: 2000 } }
    expect(channelSplit({ channels }, [], 'usd')).toBe(channels)
    expect(channelSplit({ channels, currency: 'usd' }, [event({ currency: 'eur' })], 'eur')).toEqual({ fiat: { count: 1, grossCents: 2000 }, crypto: { count: 0, grossCents: 0 } })
    expect(channelSplit(undefined, [event(), event({ channel: 'crypto', gross: '500' })], 'usd')).toEqual({
      fiat: { count: 1, grossCents: 2000 },
      crypto: { count: 1, grossCents: 500 },
    })
  })
})

describe('dailySeries', () => {
  it('has one point per day, oldest first, zero on quiet days, today included', () => {
    const now = new Date('2026-03-10T18:00:00Z')
    const series = dailySeries(
      [event(), event({ ts: '2026-03-10T01:00:00.000Z', gross: '500' }), event({ ts: '2026-03-08T23:59:59.000Z' }), event({ ts: '2026-02-01T00:00:00.000Z' })],
      3,
      now,
    )
    expect(series).toEqual([
      { day: '2026-03-08', label: 'Mar 8', boosts: 1, grossCents: 2000 },
      { day: '2026-03-09', label: 'Mar 9', boosts: 0, grossCents: 0 },
      { day: '2026-03-10', label: 'Mar 10', boosts: 2, grossCents: 2500 },
    ])
  })
})

describe('shareOf', () => {
  it('is a percentage with one decimal', () => {
    expect(shareOf(50, 2000)).toBe(2.5)
    expect(shareOf(1862, 2000)).toBe(93.1)
    expect(shareOf(1, 0)).toBe(0)
  })
})
