// The thank-you page's part in "one fan across every site": once the checkout's boost is
// recorded, the boost's supporter is joined to this browser's fan on Boost's origin (POST
// /api/fan/claim), and the fan's page then lists it. The proof is the anonymous id of the boost's
// supporter: this browser's own when the boost was made on Boost's pages, or the one a widget on
// another site passed in the address's fragment (`#fan=<anonId>`, never sent to any server but ours
// in the claim). Claims once per page view; a refusal leaves the thank-you page as it was.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { ANON_ID_PATTERN } from '../../core/ids.ts'
import { useCheckoutSession } from '../checkout/queries.ts'
import { showToast } from '../toast/toastStore.ts'
import { claimBoost, FAN_KEY } from './fanApi.ts'
import { SUMMARY_KEY } from './queries.ts'
import { supporterIdentity } from './supporterIdentity.ts'

/** The anonymous id a widget on another site handed over in `#fan=`, if it is one. */
export function anonIdFromFragment(hash: string): string | null {
  const anonId = new URLSearchParams(hash.replace(/^#/, '')).get('fan')
  return anonId && ANON_ID_PATTERN.test(anonId) ? anonId : null
}

export function useFanClaim(sessionId: string | null): void {
  const session = useCheckoutSession(sessionId)
  const queryClient = useQueryClient()
  const claimed = useRef<string | null>(null)
  const recorded = session.data?.status === 'complete' && session.data.boostId !== undefined

  useEffect(() => {
    if (!sessionId || !recorded || claimed.current === sessionId) return
    claimed.current = sessionId
    void (async () => {
      const handedOver = anonIdFromFragment(window.location.hash)
      if (handedOver) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`)
      // Reads (or makes) this browser's own identity on Boost's origin, which joins the fan too.
      const identity = supporterIdentity()
      await identity?.ensureSupporterId()
      const anonId = handedOver ?? identity?.getState().anonId
      if (!anonId) return
      try {
        await claimBoost(sessionId, anonId)
        await Promise.all([queryClient.invalidateQueries({ queryKey: FAN_KEY }), queryClient.invalidateQueries({ queryKey: SUMMARY_KEY })])
        showToast({ title: 'Saved to your fan page', description: 'Every boost you make, on any site, is at /me with your XP.' })
      } catch (error) {
        console.warn('[boost] this boost could not be added to your fan page', error)
      }
    })()
  }, [sessionId, recorded, queryClient])
}
