// The checkout a widget opens through this page: only the address stored with the session, never
// one from the request, so the page cannot be made to send anyone elsewhere.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { sessionId } from '../../../../core/api/payments.ts'
import type { NotFoundReason } from '../../../_error/+Page.tsx'

const NOT_FOUND: NotFoundReason = {
  title: 'Checkout not found',
  text: 'This checkout does not exist, or it expired. Nothing was charged. Start a new boost from the creator’s page or widget.',
}

export async function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? ''
  const address = sessionId.safeParse(id).success ? await pageContext.services.payments.checkout.checkoutAddress(id) : null
  if (!address) throw render(404, NOT_FOUND)
  return { id, address }
}

export type Data = Awaited<ReturnType<typeof data>>
