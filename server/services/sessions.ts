// Signed values the server hands to browsers: the creator session cookie, and short-lived tokens
// such as the demo onboarding link. HMAC-SHA256 with one secret every instance agrees on.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context } from 'koa'
import { isCreatorId } from '../../core/ids.ts'
import { Setting } from '../../entities/Setting.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db.ts'

export const CREATOR_COOKIE = 'boost_creator'
const CREATOR_SESSION_DAYS = 30
/** One browser may set up a few creators; the cookie remembers the most recent ones. */
const MAX_CREATORS_PER_SESSION = 10
const SECRET_SETTING = 'session_secret'

export type Sessions = Awaited<ReturnType<typeof createSessions>>

type CreatorSession = { creators: string[]; expires: number }

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

  function readCreatorSession(ctx: Context): CreatorSession | null {
    const payload = verify('creator-session', ctx.cookies.get(CREATOR_COOKIE))
    if (!payload || typeof payload.expires !== 'number' || payload.expires <= Date.now()) return null
    const creators = Array.isArray(payload.creators) ? payload.creators.filter(isCreatorId) : []
    return { creators, expires: payload.expires }
  }

  return {
    sign,
    verify,
    /** The creators this browser set up, most recent first; empty without a valid cookie. */
    creators(ctx: Context): string[] {
      return readCreatorSession(ctx)?.creators ?? []
    },
    /** Adds `creatorId` to this browser's creator session (HttpOnly, SameSite=Lax) and renews it. */
    signInCreator(ctx: Context, creatorId: string): void {
      const others = (readCreatorSession(ctx)?.creators ?? []).filter((id) => id !== creatorId)
      const maxAge = CREATOR_SESSION_DAYS * 24 * 3600
      const value = sign('creator-session', {
        creators: [creatorId, ...others].slice(0, MAX_CREATORS_PER_SESSION),
        expires: Date.now() + maxAge * 1000,
      })
      // Written by hand: TLS usually ends at the load balancer, and Koa refuses a Secure cookie
      // on a connection it believes is plain HTTP.
      const secure = config.publicUrl.startsWith('https:') ? '; Secure' : ''
      ctx.append('Set-Cookie', `${CREATOR_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`)
    },
  }
}

/** Every creator this browser is signed in as, most recent first. */
function creatorsFromSession(ctx: Context): string[] {
  const sessions = (ctx.state.services as { sessions?: Sessions } | undefined)?.sessions
  return sessions ? sessions.creators(ctx) : []
}

/** True when this browser holds a valid session for `creatorId`. */
export function sessionOwnsCreator(ctx: Context, creatorId: string): boolean {
  return creatorsFromSession(ctx).includes(creatorId)
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
