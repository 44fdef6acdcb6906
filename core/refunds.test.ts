import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { feeBreakdown } from './fees.ts'
import { keptParts } from './refunds.ts'
import { xpForCents } from './xp.ts'

const recorded = (grossCents: number) => {
  const fees = feeBreakdown(grossCents)
  return { grossCents, platformFeeCents: fees.platformFee, processorFeeCents: fees.stripeFee, netCents: fees.creatorNet, xp: xpForCents(grossCents) }
}

describe('keptParts', () => {
  it('keeps a $20 boost refunded $5 as $15: net, platform fee and XP scaled and rounded down, the processor fee the rest', () => {
    // $20: platform 50, processor 88, net 1862, 200 XP. Kept 3/4: net 1396.5, platform 37.5.
    expect(keptParts(recorded(2000), 500)).toEqual({ grossCents: 1500, platformFeeCents: 37, processorFeeCents: 67, netCents: 1396, xp: 150 })
  })

  it('keeps everything when nothing was refunded, and nothing when all of it was', () => {
    expect(keptParts(recorded(2000), 0)).toEqual(recorded(2000))
    expect(keptParts(recorded(2000), 2000)).toEqual({ grossCents: 0, platformFeeCents: 0, processorFeeCents: 0, netCents: 0, xp: 0 })
    expect(keptParts(recorded(2000), 9999)).toEqual({ grossCents: 0, platformFeeCents: 0, processorFeeCents: 0, netCents: 0, xp: 0 })
  })

  it('always adds up to the kept gross to the cent; net, platform fee and XP never grow as more is refunded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 500_000 }), fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 0, max: 500_000 }), (gross, a, b) => {
        const [less, more] = a <= b ? [a, b] : [b, a]
        const parts = recorded(gross)
        const kept = keptParts(parts, less)
        expect(kept.platformFeeCents + kept.processorFeeCents + kept.netCents).toBe(kept.grossCents)
        expect(kept.grossCents).toBe(Math.max(0, gross - less))
        expect(kept.processorFeeCents).toBeGreaterThanOrEqual(0)
        for (const key of ['platformFeeCents', 'netCents', 'xp'] as const) {
          expect(Number.isInteger(kept[key])).toBe(true)
          expect(kept[key]).toBeGreaterThanOrEqual(0)
          expect(kept[key]).toBeLessThanOrEqual(parts[key])
          expect(keptParts(parts, more)[key]).toBeLessThanOrEqual(kept[key])
        }
      }),
    )
  })
})
