import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { GamificationSummary } from '../../core/api/ledger.ts'
import { BADGES, nextBadge } from '../../core/badges.ts'
import { XpStats } from './XpStats.tsx'

function summary(xpTotal: number): GamificationSummary {
  return {
    supporterId: '0b9f6a3e-2f4c-4a8e-9d51-7c3b2a1e0f99',
    xpTotal,
    badges: BADGES.filter((badge) => badge.threshold <= xpTotal).map(({ code, name, tier, animated }) => ({ code, name, tier, animated })),
    nextBadge: nextBadge(xpTotal),
    maxLevel: nextBadge(xpTotal) === null,
    referral: null,
    weeklyXp: xpTotal,
    weeklyRank: 2,
  }
}

describe('XpStats', () => {
  it('colours earned badges by tier: Cosmic gold, Superfan silver, Fan bronze', () => {
    const html = renderToStaticMarkup(<XpStats summary={summary(2100)} />)
    expect(html).toContain('data-badge="COSMIC" data-earned="true" data-tier-color="gold"')
    expect(html).toContain('data-badge="SUPERFAN" data-earned="true" data-tier-color="silver"')
    expect(html).toContain('data-badge="FAN" data-earned="true" data-tier-color="bronze"')
  })

  it('says "Max level reached!" at the top badge', () => {
    const html = renderToStaticMarkup(<XpStats summary={summary(2100)} />)
    expect(html).toContain('Max level reached!')
    expect(html).not.toContain('Next badge')
  })

  it('shows progress to the next badge below it', () => {
    const html = renderToStaticMarkup(<XpStats summary={summary(650)} />)
    expect(html).toContain('data-next-badge="COSMIC"')
    expect(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain('650 / 2,000 XP')
    expect(html).toContain('aria-valuenow="10"')
    expect(html).toContain('data-badge="COSMIC" data-earned="false"')
  })
})
