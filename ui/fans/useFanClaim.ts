// The thank-you page's part in "one fan across every site": once the checkout's boost is
// recorded, the boost's supporter is joined to this browser's fan on Boost's origin (POST
// /api/fan/claim), and the fan's page then lists it. The proof is the anonymous id of the boost's
// supporter: the one a widget handed over through the checkout's hand-off page (handoff.ts), or
// passed in this page's fragment (`#fan=<anonId>`), else this browser's own, as when the boost was
// made on Boost's pages. Claims once per page view; a refusal leaves the thank-you page as it was.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useCheckoutSession } from '../checkout/queries.ts'
import { showToast } from '../toast/toastStore.ts'
import { claimBoost, FAN_KEY } from './fanApi.ts'
import { anonIdFromFragment, forgetHandedOver, handedOver } from './handoff.ts'
import { SUMMARY_KEY } from './queries.ts'
import { supporterIdentity } from './supporterIdentity.ts'

export function useFanClaim(sessionId: string | null): void {
  const session = useCheckoutSession(sessionId)
  const queryClient = useQueryClient()
  const claimed = useRef<string | null>(null)
  const recorded = session.data?.status === 'complete' && session.data.boostId !== undefined

  useEffect(() => {
    if (!sessionId || !recorded || claimed.current === sessionId) return
    claimed.current = sessionId
    void (async () => {
      const inFragment = anonIdFromFragment(window.location.hash)
      if (inFragment) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`)
      // Reads (or makes) this browser's own identity on Boost's origin, which joins the fan too.
      const identity = supporterIdentity()
      await identity?.ensureSupporterId()
      const anonId = handedOver(sessionId) ?? inFragment ?? identity?.getState().anonId
      if (!anonId) return
      try {
        await claimBoost(sessionId, anonId)
        forgetHandedOver(sessionId)
        await Promise.all([queryClient.invalidateQueries({ queryKey: FAN_KEY }), queryClient.invalidateQueries({ queryKey: SUMMARY_KEY })])
        showToast({ title: 'Saved to your fan page', description: 'Every boost you make, on any site, is at /me with your XP.' })
      } catch (error) {
        console.warn('[boost] this boost could not be added to your fan page', error)
      }
    })()
  }, [sessionId, recorded, queryClient])
}
