// Easy Setup's creator: ?creator=, else the creator this browser set up last, else a new id; and
// whether that creator is connected, read on the server so the right view renders at once.
import type { PageContextServer } from 'vike/types'
import { isCreatorId } from '../../core/ids.ts'
import { newCreatorId } from '../../ui/console/creatorId.ts'

export async function data(pageContext: PageContextServer) {
  const { services, urlParsed } = pageContext
  const asked = urlParsed.search.creator
  const own = pageContext.signedInCreators
  const creatorId = isCreatorId(asked) ? asked : (own[0] ?? newCreatorId())
  const status = await services.creatorPages.creator(creatorId).catch((error: unknown) => {
    // A creator id nobody has used yet is simply not connected. (The page bundle has its own copy
    // of the server's error classes, so the status is read rather than the class checked.)
    if ((error as { status?: unknown }).status === 404) return null
    throw error
  })
  return {
    creatorId,
    /** The id is not in the address yet: the page puts it there, so a reload keeps it. */
    inAddress: isCreatorId(asked),
    owned: own.includes(creatorId),
    status,
    returned: urlParsed.search.state === 'done',
    demoPayments: services.config.payments.kind === 'demo',
    /** Embed code points at the address people reach us on. */
    publicUrl: services.config.publicUrl,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
