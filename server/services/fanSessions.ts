// Which fan a browser on Boost's origin is: a random token in an HttpOnly cookie of its own
// (`boost_fan`, never the creators' `boost_session`), its SHA-256 in fan_session. A browser becomes
// a fan by claiming a boost it paid for, or by signing in with a fan passkey; each start is a new
// token, so one planted or seen before is worth nothing after it.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Context } from 'koa'
import { FanSession } from '../../entities/FanSession.ts'
import type { Db } from '../db.ts'
import { deviceName } from './deviceName.ts'

export const FAN_COOKIE = 'boost_fan'
const FAN_SESSION_MS = 180 * 24 * 3600 * 1000
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export type FanSessions = ReturnType<typeof createFanSessions>

export function createFanSessions(db: Db, publicUrl: () => string) {
  function setCookie(ctx: Context, value: string, maxAgeSeconds: number): void {
    // By hand, as sessions.ts does: TLS usually ends at the load balancer, where Koa would refuse a Secure cookie.
    const secure = publicUrl().startsWith('https:') ? '; Secure' : ''
    const others = [ctx.response.get('Set-Cookie') || []].flat().filter((cookie) => cookie && !cookie.startsWith(`${FAN_COOKIE}=`))
    ctx.set('Set-Cookie', [...others, `${FAN_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure}`])
  }

  function browserToken(ctx: Context): string | null {
    const token = ctx.cookies.get(FAN_COOKIE)
    return token && TOKEN_PATTERN.test(token) ? token : null
  }

  return {
    /** The fan (supporter id) this browser is signed in as, or null. */
    async current(ctx: Context): Promise<string | null> {
      const token = browserToken(ctx)
      if (!token) return null
      const session = await db.em((em) => em.findOne(FanSession, { tokenHash: hashOf(token), expiresAt: { $gt: new Date() } }, { fields: ['supporterId'] }))
      return session?.supporterId ?? null
    },

    /** Signs this browser in as the fan, under a new token; the browser's previous fan session ends. */
    async start(ctx: Context, supporterId: string): Promise<void> {
      const previous = browserToken(ctx)
      const token = randomBytes(32).toString('base64url')
      const now = new Date()
      await db.transaction(async ({ em }) => {
        if (previous) await em.nativeDelete(FanSession, { tokenHash: hashOf(previous) })
        await em.insert(FanSession, {
          id: randomUUID(),
          tokenHash: hashOf(token),
          supporterId,
          device: deviceName(ctx.get('user-agent')),
          signedInAt: now,
          expiresAt: new Date(now.getTime() + FAN_SESSION_MS),
        })
      })
      setCookie(ctx, token, FAN_SESSION_MS / 1000)
    },

    /** Ends this browser's fan session and clears its cookie. */
    async end(ctx: Context): Promise<void> {
      const token = browserToken(ctx)
      if (token) await db.em((em) => em.nativeDelete(FanSession, { tokenHash: hashOf(token) }))
      setCookie(ctx, '', 0)
    },

    /** Clears the cookie alone: the rows went with the fan. */
    clearCookie(ctx: Context): void {
      setCookie(ctx, '', 0)
    },
  }
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
