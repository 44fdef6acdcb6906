// /easy, Easy Setup: not connected → "Connect with Stripe" ("Connecting...") → the
// provider's onboarding → back with ?state=done → "Your Boost button is ready!" with the creator's
// real embed code, a live preview of the real widget, XP and referrals, and What's Next.
import { useEffect } from 'react'
import { useData } from 'vike-react/useData'
import { ConsoleShell } from '../../ui/console/ConsoleShell.tsx'
import { useCreator } from '../../ui/creators/queries.ts'
import type { Data } from './+data.ts'
import { ConnectView } from './ConnectView.tsx'
import { ReadyView } from './ReadyView.tsx'

/** While Stripe reviews a returning creator's account, ask again this often. */
const PENDING_POLL_MS = 5000

export default function EasyPage() {
  const { creatorId, inAddress, status, returned, demoPayments, publicUrl } = useData<Data>()

  // A generated id goes into the address bar, so a reload (or a bookmark) keeps the same creator.
  useEffect(() => {
    if (inAddress) return
    const url = new URL(window.location.href)
    url.searchParams.set('creator', creatorId)
    window.history.replaceState(window.history.state, '', url)
  }, [creatorId, inAddress])

  const creator = useCreator(creatorId, {
    initialData: status,
    enabled: returned,
    refetchInterval: (query) => (returned && !query.state.data?.connected ? PENDING_POLL_MS : false),
  })
  const connected = creator.data?.connected ?? null

  return (
    <ConsoleShell>
      {connected ? (
        <ReadyView creatorId={creatorId} connectedAccount={connected} name={creator.data?.name ?? null} demoPayments={demoPayments} publicUrl={publicUrl} />
      ) : (
        <ConnectView creatorId={creatorId} pending={returned} />
      )}
      <EasyFooter />
    </ConsoleShell>
  )
}

function EasyFooter() {
  return (
    <nav aria-label="More about Boost" className="mt-12 flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-line pt-6 text-sm">
      <span className="text-fg-subtle">Keep going:</span>
      <a href="/docs" className="font-medium text-fg-muted hover:text-fg">
        Documentation
      </a>
      <a href="/analytics" className="font-medium text-fg-muted hover:text-fg">
        Analytics
      </a>
      <a href="/fees" className="font-medium text-fg-muted hover:text-fg">
        Pricing and fees
      </a>
    </nav>
  )
}
