// The developer demo page exists only while DEMO_PAGE is on (the default); a production server
// can turn it off, and then /boost is a plain 404.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  const { config } = pageContext.services
  if (!config.demoPage) throw render(404, 'The developer demo page is turned off on this server.')
  return { publicUrl: config.publicUrl, demoPayments: config.payments.kind === 'demo' }
}

export type Data = ReturnType<typeof data>
