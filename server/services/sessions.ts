// Who a browser is signed in as. A session lives in the database (creator_session), so it can be
// listed and revoked; the browser holds only a random token in an HttpOnly cookie, and the table
// only that token's hash. A session slides: 30 days from the browser's last use.
//
// Also the server's signed values (HMAC-SHA256, one secret every instance agrees on), of which
// the creator cookie of earlier versions is the one left: a browser still holding one is given
// database sessions for its creators, once (legacyCreatorCookie.ts).
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { LockMode } from '@mikro-orm/core'
import type { Context } from 'koa'
import { Creator } from '../../entities/Creator.ts'
import { CreatorSession } from '../../entities/CreatorSession.ts'
import { Setting } from '../../entities/Setting.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db.ts'
import { deviceName } from './deviceName.ts'
import { createLegacyCreatorCookies, LEGACY_CREATOR_COOKIE } from './legacyCreatorCookie.ts'

export const SESSION_COOKIE = 'boost_session'
const SESSION_DAYS = 30
const SESSION_MS = SESSION_DAYS * 24 * 3600 * 1000
/** A session's last use is written at most this often, so reading pages costs no write each time. */
const TOUCH_EVERY_MS = 5 * 60_000
/** One browser may be signed in as a few creators (someone running several channels); the oldest drops off. */
const MAX_CREATORS_PER_BROWSER = 10
const SECRET_SETTING = 'session_secret'
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export type Sessions = Awaited<ReturnType<typeof createSessions>>

/** The creators this browser is signed in as, most recently signed in first, with each one's session id. */
export type SignedIn = { creators: string[]; sessionIds: Map<string, string> }

const NOBODY: SignedIn = { creators: [], sessionIds: new Map() }

export async function createSessions(config: Pick<Config, 'sessionSecret' | 'publicUrl'>, db: Db) {
  const secret = config.sessionSecret ?? (await storedSecret(db))
  // One key per purpose, so a token minted for one use can never pass as another.
  const keyFor = (purpose: string) => createHmac('sha256', secret).update(`boost:${purpose}`).digest()
  const keys = new Map<string, Buffer>()
  const key = (purpose: string) => keys.get(purpose) ?? keys.set(purpose, keyFor(purpose)).get(purpose)!

  function sign(purpose: string, payload: object): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
    return `${body}.${mac(key(purpose), body)}`
  }

  /** The payload of a token signed for `purpose`, or null when it was tampered with or is not one. */
  function verify(purpose: string, token: string | undefined): Record<string, unknown> | null {
    if (!token || token.length > 4096) return null
    const dot = token.indexOf('.')
    if (dot <= 0) return null
    const body = token.slice(0, dot)
    const expected = Buffer.from(mac(key(purpose), body))
    const given = Buffer.from(token.slice(dot + 1))
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
    try {
      const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
      return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null
    } catch {
      return null
    }
  }

  const legacy = createLegacyCreatorCookies(db, verify, MAX_CREATORS_PER_BROWSER)

  // Written by hand: TLS usually ends at the load balancer, and Koa refuses a Secure cookie on a
  // connection it believes is plain HTTP.
  function setCookie(ctx: Context, name: string, value: string, maxAgeSeconds: number): void {
    const secure = config.publicUrl.startsWith('https:') ? '; Secure' : ''
    // A later cookie of the same name in this response replaces the earlier one, as it would in the browser.
    const others = [ctx.response.get('Set-Cookie') || []].flat().filter((cookie) => cookie && !cookie.startsWith(`${name}=`))
    ctx.set('Set-Cookie', [...others, `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure}`])
  }

  const browserToken = (ctx: Context): string | null => {
    // A token issued earlier in this request stands in for the cookie the browser has yet to store.
    const token = (ctx.state.sessionToken as string | undefined) ?? ctx.cookies.get(SESSION_COOKIE)
    return token && TOKEN_PATTERN.test(token) ? token : null
  }

  async function readSignedIn(ctx: Context): Promise<SignedIn> {
    const legacyCookie = ctx.state.legacyCarriedOver ? undefined : ctx.cookies.get(LEGACY_CREATOR_COOKIE)
    ctx.state.legacyCarriedOver = true
    if (legacyCookie) {
      // Oldest first, so the most recent ends up first, as the old cookie listed them.
      for (const creatorId of (await legacy.redeem(legacyCookie)).toReversed()) await signIn(ctx, creatorId, { unlessOthersEnded: true })
      setCookie(ctx, LEGACY_CREATOR_COOKIE, '', 0)
    }
    const token = browserToken(ctx)
    if (!token) return NOBODY
    const now = new Date()
    const rows = await db.em((em) =>
      em.find(CreatorSession, { tokenHash: hashOf(token), expiresAt: { $gt: now } }, { fields: ['id', 'creatorId', 'lastSeenAt'], orderBy: { signedInAt: 'desc' } }),
    )
    if (rows.length === 0) return NOBODY
    if (rows.some((row) => now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS)) {
      await db.em((em) => em.nativeUpdate(CreatorSession, { tokenHash: hashOf(token) }, { lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_MS) }))
      setCookie(ctx, SESSION_COOKIE, token, SESSION_MS / 1000)
    }
    return { creators: rows.map((row) => row.creatorId), sessionIds: new Map(rows.map((row) => [row.creatorId, row.id])) }
  }

  /**
   * Signs this browser in as `creatorId`, keeping the other creators it is signed in as, under a
   * new token: a token someone planted or saw before the sign-in is worth nothing after it.
   * Returns the id of this browser's session of the creator. With `unlessOthersEnded` (an old
   * cookie's sign-in) nobody is signed in, and null returned, once the creator has signed out
   * every other session.
   */
  async function signIn(ctx: Context, creatorId: string): Promise<string>
  async function signIn(ctx: Context, creatorId: string, options: { unlessOthersEnded: true }): Promise<string | null>
  async function signIn(ctx: Context, creatorId: string, options: { unlessOthersEnded?: boolean } = {}): Promise<string | null> {
    const previous = browserToken(ctx)
    const token = randomBytes(32).toString('base64url')
    const now = new Date()
    const expiresAt = new Date(now.getTime() + SESSION_MS)
    const sessionId = await db.transaction(async ({ em }) => {
      if (options.unlessOthersEnded) {
        // The creator's row, held to commit, puts this after or before a "sign out all others"
        // (revokeOthers holds it too): after, it sees the sign-out; before, the sign-out ends it.
        const creator = await em.findOne(Creator, creatorId, { fields: ['id', 'otherSessionsEndedAt'], lockMode: LockMode.PESSIMISTIC_WRITE })
        if (creator?.otherSessionsEndedAt != null) return null
      }
      if (previous && previous !== token) await em.nativeUpdate(CreatorSession, { tokenHash: hashOf(previous) }, { tokenHash: hashOf(token) })
      await em
        .createQueryBuilder(CreatorSession)
        .insert({ id: randomUUID(), tokenHash: hashOf(token), creatorId, device: deviceName(ctx.get('user-agent')), signedInAt: now, lastSeenAt: now, expiresAt })
        .onConflict(['tokenHash', 'creatorId'])
        .merge(['signedInAt', 'lastSeenAt', 'expiresAt'])
        .execute('run')
      const kept = await em.find(CreatorSession, { tokenHash: hashOf(token) }, { fields: ['id'], orderBy: { signedInAt: 'desc' }, offset: MAX_CREATORS_PER_BROWSER })
      if (kept.length > 0) await em.nativeDelete(CreatorSession, { id: kept.map((row) => row.id) })
      return (await em.findOneOrFail(CreatorSession, { tokenHash: hashOf(token), creatorId }, { fields: ['id'] })).id
    })
    if (sessionId === null) return null
    setCookie(ctx, SESSION_COOKIE, token, SESSION_MS / 1000)
    ctx.state.sessionToken = token
    delete ctx.state.signedIn
    return sessionId
  }

  return {
    /** Signs `payload` for `purpose`, as the creator cookie of earlier versions was signed. */
    sign,
    /** Who this browser is signed in as; read once per request. */
    signedIn(ctx: Context): Promise<SignedIn> {
      return ((ctx.state.signedIn as Promise<SignedIn> | undefined) ??= readSignedIn(ctx))
    },
    signIn,
    /** Ends every session this browser holds and clears its cookie. */
    async signOut(ctx: Context): Promise<void> {
      const token = browserToken(ctx)
      if (token) await db.em((em) => em.nativeDelete(CreatorSession, { tokenHash: hashOf(token) }))
      setCookie(ctx, SESSION_COOKIE, '', 0)
      const legacyCookie = ctx.cookies.get(LEGACY_CREATOR_COOKIE)
      if (legacyCookie) {
        await legacy.void(legacyCookie)
        setCookie(ctx, LEGACY_CREATOR_COOKIE, '', 0)
      }
      ctx.state.sessionToken = undefined
      ctx.state.legacyCarriedOver = true
      ctx.state.signedIn = Promise.resolve(NOBODY)
    },
    /** A creator's live sessions, most recently used first. */
    list(creatorId: string) {
      return db.em((em) =>
        em.find(CreatorSession, { creatorId, expiresAt: { $gt: new Date() } }, { fields: ['id', 'device', 'signedInAt', 'lastSeenAt'], orderBy: { lastSeenAt: 'desc' } }),
      )
    },
    /** Ends one of the creator's sessions; false when it has none by that id. */
    async revoke(creatorId: string, sessionId: string): Promise<boolean> {
      return (await db.em((em) => em.nativeDelete(CreatorSession, { id: sessionId, creatorId }))) > 0
    },
    /**
     * Ends every session of the creator but `keep` (and with them their demo onboarding links),
     * and voids every creator cookie of earlier versions naming them; how many sessions it ended.
     */
    revokeOthers(creatorId: string, keep: string): Promise<number> {
      return db.transaction(async ({ em }) => {
        // Taken first, as an old cookie's sign-in takes it: the two run one after the other.
        await em.findOne(Creator, creatorId, { fields: ['id'], lockMode: LockMode.PESSIMISTIC_WRITE })
        await em.nativeUpdate(Creator, { id: creatorId }, { otherSessionsEndedAt: new Date() })
        return em.nativeDelete(CreatorSession, { creatorId, id: { $ne: keep } })
      })
    },
  }
}

/** Who `ctx`'s browser is signed in as (the sessions service rides on every request's state). */
export function signedIn(ctx: Context): Promise<SignedIn> {
  const sessions = (ctx.state.services as { sessions?: Sessions } | undefined)?.sessions
  return sessions ? sessions.signedIn(ctx) : Promise.resolve(NOBODY)
}

/** Whether the request asked who is signed in, and someone was: then its answer may be theirs alone. */
export async function askedForSignedIn(ctx: Context): Promise<boolean> {
  const asked = ctx.state.signedIn as Promise<SignedIn> | undefined
  return asked ? (await asked).creators.length > 0 : false
}

/** True when this browser holds a live session for `creatorId`. */
export async function sessionOwnsCreator(ctx: Context, creatorId: string): Promise<boolean> {
  return (await signedIn(ctx)).creators.includes(creatorId)
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

function mac(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url')
}

/** Generated once for the whole deployment: the first instance's insert wins and every instance reads it back. */
async function storedSecret(db: Db): Promise<string> {
  return db.em(async (em) => {
    await em
      .createQueryBuilder(Setting)
      .insert({ key: SECRET_SETTING, value: randomBytes(32).toString('base64url') })
      .onConflict('key')
      .ignore()
      .execute('run')
    const setting = await em.findOne(Setting, SECRET_SETTING)
    if (!setting) throw new Error('The session secret could not be stored in the setting table')
    return setting.value
  })
}
