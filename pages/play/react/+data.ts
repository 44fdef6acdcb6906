// The playground runs in demo mode whenever the server takes demo payments, so trying it moves no money.
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  return { demo: pageContext.services.config.payments.kind === 'demo' }
}

export type Data = ReturnType<typeof data>
