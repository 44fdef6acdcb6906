// Whether the checklist needs the admin token: it does once payments are live.
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  return { livePayments: pageContext.services.config.payments.kind !== 'demo' }
}

export type Data = ReturnType<typeof data>
