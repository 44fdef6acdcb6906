// A creator's public page, read per request (it changes with every boost): their profile and goal,
// their last boosts, this week's top supporters, and the address of its share image. A creator who
// never connected is a 404.
import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { isCreatorId } from '../../../core/ids.ts'
import { cardVersion, creatorCardContent } from '../../../server/services/cards/cardContent.ts'
import type { NotFoundReason } from '../../_error/+Page.tsx'

const NOT_FOUND: NotFoundReason = {
  title: 'No creator here',
  text: 'No creator has this address on Boost. Check the link, or ask the creator for theirs.',
}

export async function data(pageContext: PageContextServer) {
  const { services, routeParams } = pageContext
  const creatorId = routeParams.creatorId ?? ''
  if (!isCreatorId(creatorId)) throw render(404, NOT_FOUND)
  const creator = await services.creatorPages.creator(creatorId).catch((error: unknown) => {
    if ((error as { status?: unknown }).status === 404) return null
    throw error
  })
  if (!creator?.connected) throw render(404, NOT_FOUND)
  const [recent, top] = await Promise.all([services.creatorPages.recentSupporters(creatorId), services.creatorPages.topSupportersThisWeek(creatorId)])
  // The share image's address carries its version, so a preview that was fetched once stays right.
  const version = cardVersion(creatorCardContent(creatorId, creator))
  return {
    creatorId,
    creator,
    recent,
    top,
    pageUrl: `${services.config.publicUrl}/c/${creatorId}`,
    imageUrl: `${services.config.publicUrl}/api/creators/${creatorId}/card.png?v=${version}`,
    /** Whether the visitor is this creator: the page then links to where it is edited. */
    own: pageContext.signedInCreators.includes(creatorId),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
