// The signed creator cookie of earlier versions (boost_creator), a creator's only proof before
// sessions were kept in the database. It is no longer issued; one a browser still holds signs it
// in once, recorded by its hash so a copy is worth nothing after, and never for a creator who has
// since signed out every other session.
import { createHash } from 'node:crypto'
import { isCreatorId } from '../../core/ids.ts'
import { UsedLegacyCookie } from '../../entities/UsedLegacyCookie.ts'
import type { Db } from '../db.ts'

export const LEGACY_CREATOR_COOKIE = 'boost_creator'
const PURPOSE = 'creator-session'

type Verify = (purpose: string, token: string | undefined) => Record<string, unknown> | null

export function createLegacyCreatorCookies(db: Db, verify: Verify, maxCreators: number) {
  /** A valid, unexpired cookie's creators (most recent first) and expiry; null for anything else. */
  function read(cookie: string): { creators: string[]; expires: number } | null {
    const payload = verify(PURPOSE, cookie)
    if (!payload || typeof payload.expires !== 'number' || payload.expires <= Date.now()) return null
    const creators = Array.isArray(payload.creators) ? payload.creators.filter(isCreatorId).slice(0, maxCreators) : []
    return { creators, expires: payload.expires }
  }

  /** Records the cookie as used; false when it was used before (of two requests with one cookie, one wins). */
  async function spend(cookie: string, expires: number): Promise<boolean> {
    const cookieHash = createHash('sha256').update(cookie).digest('hex')
    const recorded = await db.em((em) =>
      em.createQueryBuilder(UsedLegacyCookie).insert({ cookieHash, expiresAt: new Date(expires) }).onConflict('cookieHash').ignore().execute('run'),
    )
    return recorded.affectedRows > 0
  }

  return {
    /**
     * The creators `cookie` names, most recent first, spending it; none when it was spent before.
     * Whether each may still be signed in (no "sign out all others" since) is decided where the
     * session is written, in the same transaction (sessions.ts signIn).
     */
    async redeem(cookie: string): Promise<string[]> {
      const valid = read(cookie)
      if (!valid || valid.creators.length === 0 || !(await spend(cookie, valid.expires))) return []
      return valid.creators
    },

    /** Spends `cookie` without signing anyone in: a browser that signs out leaves no copy of it worth anything. */
    async void(cookie: string): Promise<void> {
      const valid = read(cookie)
      if (valid) await spend(cookie, valid.expires)
    },
  }
}
