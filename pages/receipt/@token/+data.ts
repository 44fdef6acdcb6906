// A paid boost's receipt, by the unguessable token of its link; anything else is a 404. A monthly
// boost's carries what it charges each month and the link that manages it.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { sessionView } from '../../../server/services/sessionView.ts'
import type { NotFoundReason } from '../../_error/+Page.tsx'

const RECEIPT_TOKEN = /^[A-Za-z0-9_-]{32,64}$/

const NOT_FOUND: NotFoundReason = {
  title: 'Receipt not found',
  text: 'No receipt has this address. Check the link on your thank-you page or in your email.',
}

export async function data(pageContext: PageContextServer) {
  const token = pageContext.routeParams.token ?? ''
  const receipt = RECEIPT_TOKEN.test(token)
    ? await pageContext.services.receipts.byToken(token).catch((error: unknown) => {
        if ((error as { status?: unknown }).status === 404) return null
        throw error
      })
    : null
  if (!receipt) throw render(404, NOT_FOUND)
  // A monthly boost's receipt leads to the page that manages it.
  const { monthly } = await sessionView(pageContext.services, receipt.sessionId)
  return { ...receipt, monthly }
}

export type Data = Awaited<ReturnType<typeof data>>
