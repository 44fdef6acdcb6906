// The rank tiers (Champion, Runner-up, …) as chips, and the card listing which ranks earn each.
import type { RankTier } from '../../core/ranks.ts'
import { rankLook } from '../../ui/fans/badgeLook.ts'

const TIERS: Array<{ tier: RankTier; ranks: string }> = [
  { tier: 'Champion', ranks: '#1' },
  { tier: 'Runner-up', ranks: '#2' },
  { tier: 'Third Place', ranks: '#3' },
  { tier: 'Top 10', ranks: '#4–10' },
  { tier: 'Booster', ranks: '#11 and up' },
]

export function TierChip({ tier }: { tier: RankTier }) {
  const medal = rankLook(tier)
  const look = medal ? medal.chip : tier === 'Top 10' ? 'border-accent/25 bg-accent-soft text-accent-text' : 'border-line bg-surface-2 text-fg-muted'
  return (
    <span className={`inline-flex w-fit items-center rounded-full border px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide uppercase ${look}`} data-tier>
      {tier}
    </span>
  )
}

export function RankTiers() {
  return (
    <section className="rounded-3xl border border-line bg-surface p-5 shadow-soft sm:p-7" aria-labelledby="tiers-title">
      <h2 id="tiers-title" className="text-lg font-semibold tracking-tight text-fg">
        Rank tiers
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-2.5">
        {TIERS.map(({ tier, ranks }) => (
          <li key={tier} className="flex items-center justify-between gap-3 text-sm">
            <TierChip tier={tier} />
            <span className="text-fg-muted tabular-nums">{ranks}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
