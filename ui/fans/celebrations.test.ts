import { describe, expect, it } from 'vitest'
import type { AchievementInput } from './achievementStore.ts'
import { createCelebrator, type SummarySnapshot } from './celebrations.ts'

function harness(summaries: Array<SummarySnapshot | null>) {
  const shown: AchievementInput[] = []
  const celebrated = new Set<number>()
  const celebrator = createCelebrator({
    fetchSummary: async () => (summaries.length > 1 ? summaries.shift()! : summaries[0]!),
    show: (input) => shown.push(input),
    celebrated,
  })
  return { celebrator, shown, celebrated, titles: () => shown.map((popup) => `${popup.title} ${popup.description}`) }
}

describe('createCelebrator', () => {
  it('celebrates this supporter’s boost from the stream with its XP', async () => {
    const { celebrator, titles } = harness([{ xpTotal: 150, weeklyRank: 40 }])
    celebrator.remember({ xpTotal: 50, weeklyRank: 41 })
    await expect(celebrator.celebrate({ boostId: 9, xpAwarded: 100, source: 'stream' })).resolves.toBe(true)
    expect(titles()).toEqual(['XP Earned! You earned 100 XP for supporting a creator'])
  })

  it('ignores a stream boost whose label matched but did not raise this supporter’s XP', async () => {
    const { celebrator, shown } = harness([{ xpTotal: 50, weeklyRank: 41 }])
    celebrator.remember({ xpTotal: 50, weeklyRank: 41 })
    await expect(celebrator.celebrate({ boostId: 9, xpAwarded: 100, source: 'stream' })).resolves.toBe(false)
    expect(shown).toEqual([])
  })

  it('unlocks each badge whose threshold the boost crossed, once', async () => {
    const { celebrator, titles } = harness([{ xpTotal: 2100, weeklyRank: 12 }])
    celebrator.remember({ xpTotal: 450, weeklyRank: 12 })
    await celebrator.celebrate({ boostId: 1, xpAwarded: 1650, source: 'stream' })
    expect(titles()).toEqual([
      'XP Earned! You earned 1,650 XP for supporting a creator',
      "New Badge Unlocked! You've earned the Superfan badge",
      "New Badge Unlocked! You've earned the Cosmic badge",
    ])
  })

  it('finds the badge a boost crossed on a page opened after it, from the boost’s own XP', async () => {
    const { celebrator, titles } = harness([{ xpTotal: 550, weeklyRank: 3 }])
    celebrator.remember({ xpTotal: 550, weeklyRank: 3 })
    await celebrator.celebrate({ boostId: 4, xpAwarded: 100, source: 'session' })
    expect(titles()).toEqual(['XP Earned! You earned 100 XP for supporting a creator', "New Badge Unlocked! You've earned the Superfan badge"])
  })

  it('celebrates a boost once, however many ways it arrives', async () => {
    const { celebrator, shown } = harness([{ xpTotal: 100, weeklyRank: 1 }])
    await celebrator.celebrate({ boostId: 5, xpAwarded: 100, source: 'session' })
    await celebrator.celebrate({ boostId: 5, xpAwarded: 100, source: 'stream' })
    expect(shown.filter((popup) => popup.type === 'xp')).toHaveLength(1)
  })

  it('marks reaching the weekly top 10 and first place as milestones', async () => {
    const { celebrator, titles } = harness([
      { xpTotal: 300, weeklyRank: 7 },
      { xpTotal: 900, weeklyRank: 1 },
    ])
    celebrator.remember({ xpTotal: 100, weeklyRank: 15 })
    await celebrator.celebrate({ boostId: 1, xpAwarded: 200, source: 'stream' })
    await celebrator.celebrate({ boostId: 2, xpAwarded: 600, source: 'stream' })
    expect(titles()).toContain('Top 10 this week! You’re #7 on this week’s leaderboard')
    expect(titles()).toContain('Top of the week! You’re #1 on this week’s leaderboard')
  })

  it('shows nothing when the summary cannot be read', async () => {
    const { celebrator, shown, celebrated } = harness([null])
    await expect(celebrator.celebrate({ boostId: 3, xpAwarded: 50, source: 'session' })).resolves.toBe(false)
    expect(shown).toEqual([])
    expect(celebrated.has(3)).toBe(false)
  })
})
