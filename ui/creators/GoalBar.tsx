// A goal as a bar: title, raised of target in the goal's currency ("$120 of $500 a month" for a
// monthly goal), and the share filled. Used on the creator's page and in the console's preview of it.
import type { Goal } from '../../core/api/creators.ts'
import { formatUtcDate } from '../../core/format.ts'
import { formatCents } from '../../core/money.ts'

export function GoalBar({ goal, color }: { goal: Goal; color: string }) {
  const share = Math.min(1, goal.raisedCents / goal.targetCents)
  const percent = Math.floor(share * 100)
  const reached = goal.reachedAt !== null
  const monthly = goal.kind === 'monthly'
  return (
    <section aria-labelledby="goal-title" className="rounded-2xl border border-line bg-surface p-5 shadow-soft" data-goal={reached ? 'reached' : 'open'}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="goal-title" className="text-base font-semibold text-fg">
          {goal.title}
        </h2>
        <p className="text-sm text-fg-muted" data-goal-progress>
          <span className="font-semibold text-fg" data-goal-raised>
            {formatCents(goal.raisedCents, goal.currency)}
          </span>{' '}
          of {formatCents(goal.targetCents, goal.currency)}
          {monthly ? ' a month' : ''}
        </p>
      </div>
      <div
        className="mt-3 h-3 overflow-hidden rounded-full bg-surface-2"
        role="progressbar"
        aria-label={`${goal.title}: ${percent}% ${monthly ? 'of the monthly target' : 'raised'}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-full rounded-full transition-[width] duration-700 ease-out" style={{ width: `${share * 100}%`, background: color }} />
      </div>
      <p className="mt-2 text-xs text-fg-subtle">
        {reached ? (
          <span className="font-semibold text-success" role="status">
            Goal reached! Thank you, everyone.
          </span>
        ) : (
          `${percent}% there${monthly ? ', from monthly boosts' : ''}`
        )}
        {goal.endsAt ? ` · ends ${formatUtcDate(new Date(goal.endsAt))}` : ''}
      </p>
    </section>
  )
}
