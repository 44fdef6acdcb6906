// "Top supporters this week" on a creator's page: the board the server rendered, read again
// whenever a boost lands (the live part invalidates the creator, and this board is under its key).
import type { LeaderboardEntry } from '../../../core/api/ledger.ts'
import { supporterTitle } from '../../../core/supporterName.ts'
import { useTopSupporters } from '../../../ui/creators/queries.ts'

export function TopSupporters({ creatorId, top }: { creatorId: string; top: LeaderboardEntry[] }) {
  const board = useTopSupporters(creatorId, top).data
  return (
    <section aria-labelledby="top-title">
      <h2 id="top-title" className="text-lg font-semibold text-fg">
        Top supporters this week
      </h2>
      {board.length === 0 ? (
        <p className="mt-3 text-sm text-fg-muted">Nobody yet this week.</p>
      ) : (
        <ol className="mt-3 grid gap-2 sm:grid-cols-2" data-top-supporters>
          {board.map((entry) => (
            <li key={entry.supporterId} className="flex items-center gap-3 rounded-xl border border-line bg-surface px-3 py-2 text-sm">
              <span className="w-6 text-center font-semibold text-fg-subtle">{entry.rank}</span>
              <span className="min-w-0 flex-1 font-medium text-fg [overflow-wrap:anywhere]" data-top-supporter>
                {supporterTitle({ supporterName: entry.supporter.name, anonymous: entry.supporter.anonymous, supporterLabel: entry.supporter.anonId })}
              </span>
              <span className="text-fg-muted" data-top-xp>
                {entry.xp} XP
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
