// Whose boosts to show first: ?creatorId=, else (unless ?view=platform) the creator this browser
// set up last, else the whole platform. With live payments the platform view needs the admin token.
// The first screen's numbers come with the page, read as the API would answer this browser: the
// stats (public), a creator's monthly supporters (public on their page too), and the chart's boosts
// when this browser may read them. A phone then draws the
// numbers as the page arrives, instead of asking for them and drawing the page again.
import type { PageContextServer } from 'vike/types'
import { isCreatorId } from '../../core/ids.ts'
import { readsAnalytics, readsOriginals, type Reader } from '../../server/middleware/access.ts'
import { listBoostEvents } from '../../server/services/events.ts'
import { readStats } from '../../server/services/stats.ts'
import { creatorMonthly } from '../../server/services/subscriptions/monthly.ts'
import { CHART_EVENTS } from '../../ui/analytics/queries.ts'

export async function data(pageContext: PageContextServer) {
  const { services, urlParsed } = pageContext
  const { config, db } = services
  const creators = pageContext.signedInCreators
  const asked = urlParsed.search.creatorId
  const scope = isCreatorId(asked) ? asked : urlParsed.search.view === 'platform' ? null : (creators[0] ?? null)
  // A page load carries cookies, never the admin token: that travels in a header the page adds.
  const reader: Reader = { admin: false, creators }
  const creatorId = scope ?? undefined
  const [stats, chartEvents, monthly] = await Promise.all([
    readStats(db, creatorId, config.reportingCurrency),
    readsAnalytics(config, reader, creatorId)
      ? listBoostEvents(db, { creatorId, limit: CHART_EVENTS, originals: readsOriginals(reader, creatorId) })
      : null,
    creatorId ? db.em((em) => creatorMonthly(em, creatorId)) : null,
  ])
  return {
    livePayments: config.payments.kind !== 'demo',
    creators,
    scope,
    initial: { stats, chartEvents, monthly },
  }
}

export type Data = Awaited<ReturnType<typeof data>>
