// Deciding which achievement popups a boost earns. A boost of this browser's supporter arrives two
// ways: on the live stream, where it carries only a short label (the last 6 characters of the
// anonymous id), so the supporter's summary is fetched to confirm their XP went up; or on the
// success page, from the checkout session this browser paid. Either way the popups are XP earned,
// every badge whose threshold the boost crossed, and a milestone when it lifted the supporter into
// this week's top 10 or to first place. Each boost is celebrated once per browser.
import type { GamificationSummary } from '../../core/api/ledger.ts'
import { badgesCrossed } from '../../core/badges.ts'
import { badgeUnlocked, milestone, xpEarned, type AchievementInput } from './achievementStore.ts'

export type SummarySnapshot = Pick<GamificationSummary, 'xpTotal' | 'weeklyRank'>

type CelebrationDeps = {
  /** A fresh summary of this browser's supporter; null when it cannot be read. */
  fetchSummary(): Promise<SummarySnapshot | null>
  show(input: AchievementInput): void
  /** Boost ids already celebrated in this browser. */
  celebrated: { has(boostId: number): boolean; add(boostId: number): void }
}

type ArrivedBoost = {
  boostId: number | null
  xpAwarded: number
  /** 'stream': matched by label only, so it counts only if the supporter's XP really went up. 'session': this browser's own checkout. */
  source: 'stream' | 'session'
}

export type Celebrator = {
  /** The summary as this page first saw it: the XP every later boost is measured from. */
  remember(summary: SummarySnapshot): void
  /** Shows the popups the boost earned; resolves to whether it was celebrated. */
  celebrate(boost: ArrivedBoost): Promise<boolean>
}

const TOP_TEN = 10

export function createCelebrator(deps: CelebrationDeps): Celebrator {
  let last: SummarySnapshot | null = null
  // Two quick boosts can measure overlapping ranges; a badge still pops once.
  const badgesShown = new Set<string>()
  // One boost at a time, so two quick boosts compare against each other's results.
  let queue: Promise<unknown> = Promise.resolve()

  function remember(summary: SummarySnapshot) {
    last ??= summary
  }

  async function celebrateNow({ boostId, xpAwarded, source }: ArrivedBoost): Promise<boolean> {
    if (boostId !== null && deps.celebrated.has(boostId)) return false
    const summary = await deps.fetchSummary()
    if (!summary) return false
    const previous = last
    // A label is 6 characters: another supporter can share it, but cannot raise our XP.
    if (source === 'stream' && previous && summary.xpTotal <= previous.xpTotal) return false
    if (boostId !== null) deps.celebrated.add(boostId)
    last = summary

    // Measured from what this page saw before, or, on a page opened after the boost, from just before it.
    const before = Math.max(0, Math.min(previous?.xpTotal ?? Number.POSITIVE_INFINITY, summary.xpTotal - xpAwarded))
    if (xpAwarded > 0) deps.show(xpEarned(xpAwarded))
    for (const badge of badgesCrossed(before, summary.xpTotal)) {
      if (badgesShown.has(badge.code)) continue
      badgesShown.add(badge.code)
      deps.show(badgeUnlocked(badge.name, badge.tier))
    }
    const rankBefore = previous ? previous.weeklyRank : undefined
    const rankAfter = summary.weeklyRank
    // Only against a rank this page saw: a page opened later cannot tell whether the boost moved it.
    if (rankBefore !== undefined && rankAfter !== null) {
      if (rankAfter === 1 && rankBefore !== 1) {
        deps.show(milestone('Top of the week!', 'You’re #1 on this week’s leaderboard'))
      } else if (rankAfter <= TOP_TEN && (rankBefore === null || rankBefore > TOP_TEN)) {
        deps.show(milestone('Top 10 this week!', `You’re #${rankAfter} on this week’s leaderboard`))
      }
    }
    return true
  }

  return {
    remember,
    celebrate(boost) {
      const run = queue.then(() => celebrateNow(boost))
      queue = run.catch(() => undefined)
      return run
    },
  }
}
