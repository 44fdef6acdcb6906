// Whose boosts to show first: ?creatorId=, else (unless ?view=platform) the creator this browser
// set up last, else the whole platform. With live payments the platform view needs the admin token.
import type { PageContextServer } from 'vike/types'
import { isCreatorId } from '../../core/ids.ts'

export function data(pageContext: PageContextServer) {
  const { services, urlParsed } = pageContext
  const creators = pageContext.signedInCreators
  const asked = urlParsed.search.creatorId
  const scope = isCreatorId(asked) ? asked : urlParsed.search.view === 'platform' ? null : (creators[0] ?? null)
  return {
    livePayments: services.config.payments.kind !== 'demo',
    creators,
    scope,
  }
}

export type Data = ReturnType<typeof data>
