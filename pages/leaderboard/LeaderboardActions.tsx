// The leaderboard's header buttons: Refresh (refetches the board through the shared query client,
// so the board island, which holds the board, updates with it) and, for a browser with a
// supporter, "View My Stats" with its modal.
import { useState } from 'react'
import { SparklesIcon } from '../../assets/icons.tsx'
import { Button } from '../../ui/Button.tsx'
import { usePageLeaderboardRefresh } from '../../ui/fans/queries.ts'
import { useSupporterIdentity } from '../../ui/fans/supporterIdentity.ts'
import { StatsModal } from './StatsModal.tsx'

export function LeaderboardActions() {
  const board = usePageLeaderboardRefresh()
  const { supporterId } = useSupporterIdentity()
  const [statsOpen, setStatsOpen] = useState(false)

  return (
    <>
      <Button variant="secondary" onClick={() => void board.refresh()} disabled={board.fetching} data-refresh-leaderboard>
        <RefreshIcon spinning={board.fetching} />
        Refresh Leaderboard
      </Button>
      {supporterId ? (
        <>
          <Button onClick={() => setStatsOpen(true)} data-view-my-stats>
            <SparklesIcon size={16} />
            View My Stats
          </Button>
          <StatsModal supporterId={supporterId} open={statsOpen} onClose={() => setStatsOpen(false)} />
        </>
      ) : null}
    </>
  )
}

function RefreshIcon({ spinning }: { spinning: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={16}
      height={16}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={spinning ? 'animate-spin' : ''}
    >
      <path d="M20 11.5A8 8 0 0 0 5.6 7M4 12.5A8 8 0 0 0 18.4 17" />
      <path d="M5 3.5V7h3.5M19 20.5V17h-3.5" />
    </svg>
  )
}
