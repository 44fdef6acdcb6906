// "View My Stats": the supporter's XP, badges and weekly standing in a modal dialog, or
// "No stats available" when there is nothing to show.
import { CloseIcon } from '../../assets/icons.tsx'
import { useSummary } from '../../ui/fans/queries.ts'
import { XpStats } from '../../ui/fans/XpStats.tsx'
import { ModalDialog } from '../../ui/ModalDialog.tsx'

export function StatsModal({ supporterId, open, onClose }: { supporterId: string; open: boolean; onClose: () => void }) {
  const summary = useSummary(open ? supporterId : null)

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      aria-labelledby="stats-title"
      data-stats-modal
      className="m-auto w-[calc(100%-2rem)] max-w-xl rounded-3xl border border-line bg-surface p-0 text-fg shadow-lifted backdrop:bg-black/55 backdrop:backdrop-blur-sm"
    >
      {open ? (
        <div className="p-5 sm:p-7">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-sm font-semibold text-accent-text">My stats</p>
              <h2 id="stats-title" className="mt-1 text-xl font-semibold tracking-tight">
                Your XP and badges
              </h2>
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="grid size-9 shrink-0 place-items-center rounded-full text-fg-subtle transition hover:bg-surface-2 hover:text-fg"
            >
              <CloseIcon size={16} />
            </button>
          </div>
          <div className="mt-6">
            {summary.data ? (
              <XpStats summary={summary.data} />
            ) : summary.isPending && summary.fetchStatus === 'fetching' ? (
              <div className="h-48 animate-pulse rounded-2xl bg-surface-2" role="status" aria-busy="true" aria-label="Loading your stats" />
            ) : (
              <p className="rounded-2xl border border-dashed border-line p-8 text-center text-fg-muted" data-no-stats>
                No stats available
              </p>
            )}
          </div>
          <p className="mt-6 text-xs text-fg-subtle">Total XP and badges are yours for good; the weekly rank starts over every Monday.</p>
        </div>
      ) : null}
    </ModalDialog>
  )
}
