// Demo onboarding links: what Stripe's account links are to a real account. A link's random token
// is stored as its hash with the session of the browser that asked for it; it works once, for
// that session alone, for 15 minutes, and dies with the session (signed out, or ended by "sign out
// all others"), so a link that leaks is worth nothing to whoever finds it.
import { createHash, randomBytes } from 'node:crypto'
import { LockMode } from '@mikro-orm/core'
import { CreatorSession } from '../../../entities/CreatorSession.ts'
import { DemoOnboardingLink } from '../../../entities/DemoOnboardingLink.ts'
import type { Db } from '../../db.ts'

/** Like a Stripe account link, a demo onboarding link is short-lived. */
const DEMO_CONNECT_TTL_MS = 15 * 60 * 1000

export type DemoOnboardingLinks = ReturnType<typeof createDemoOnboardingLinks>

export function createDemoOnboardingLinks(db: Db) {
  return {
    /** A new link's token, enabling `accountId` for `creatorId` from session `sessionId`. */
    async issue(link: { creatorId: string; accountId: string; sessionId: string }): Promise<string> {
      const token = randomBytes(32).toString('base64url')
      await db.em((em) => em.insert(DemoOnboardingLink, { tokenHash: hashOf(token), ...link, expiresAt: new Date(Date.now() + DEMO_CONNECT_TTL_MS) }))
      return token
    },

    /**
     * Takes the link opened by the browser of session `sessionId`: the account it enables, or
     * 'expired', or null when the link is unknown, used, another session's, or its session ended.
     */
    async take(opened: { token: string; creatorId: string; sessionId: string }): Promise<{ accountId: string } | 'expired' | null> {
      const { creatorId, sessionId } = opened
      const tokenHash = hashOf(opened.token)
      const now = new Date()
      return db.transaction(async ({ em }) => {
        // The session's row is held until the link is taken: a sign-out ending it meanwhile
        // waits for this, and one that came first leaves no row, so the link does nothing.
        const session = await em.findOne(CreatorSession, { id: sessionId, creatorId, expiresAt: { $gt: now } }, { fields: ['id'], lockMode: LockMode.PESSIMISTIC_WRITE })
        if (!session) return null
        const link = await em.findOne(DemoOnboardingLink, { tokenHash, creatorId, sessionId }, { fields: ['accountId', 'expiresAt'] })
        if (!link) return null
        if (link.expiresAt <= now) return 'expired'
        // Deleting the link is what accepts it: of two requests with one link, one wins.
        const taken = await em.nativeDelete(DemoOnboardingLink, { tokenHash, sessionId, expiresAt: { $gt: now } })
        return taken > 0 ? { accountId: link.accountId } : null
      })
    },
  }
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
