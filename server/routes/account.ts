// Creator accounts: who this browser is signed in as, signing in (passkey or recovery code) and
// out, and the account page's passkeys, recovery codes, sessions and payouts link. Every route
// reads or sets the session cookie, so each answers our own pages only.
import Router from '@koa/router'
import type { Context } from 'koa'
import { accountEndpoints, accountQuery } from '../../core/api/account.ts'
import { rateLimit } from '../middleware/rateLimit.ts'
import { sameOrigin } from '../middleware/sameOrigin.ts'
import { deviceName } from '../services/deviceName.ts'
import type { Services } from '../services/index.ts'
import { parseBody, parseParams, parseQuery } from '../validate.ts'

const endpoints = accountEndpoints

/** Sign-in attempts per client and minute: plenty for a person, nothing for guessing recovery codes. */
const SIGN_INS_PER_MINUTE = 10
/** Where a browser goes once signed in: the creator's own numbers. */
const CONSOLE_HOME = '/analytics'

export function accountRoutes(services: Services): Router {
  const { sessions, passkeys, recoveryCodes, accounts, db } = services
  const router = new Router()
  const own = sameOrigin(() => services.config.publicUrl)
  const signInLimit = rateLimit(db, { key: 'signin', perMinute: SIGN_INS_PER_MINUTE })

  /** The creator an account call is about (`?creatorId=`, else the most recent one signed in), and this browser's session of it. */
  async function signedInCreator(ctx: Context): Promise<{ creatorId: string; sessionId: string }> {
    const { creators, sessionIds } = await sessions.signedIn(ctx)
    const asked = parseQuery(ctx, accountQuery).creatorId
    if (creators.length === 0) ctx.throw(401, 'Sign in first: this browser holds no creator session (it may have ended or expired)')
    const creatorId = asked ?? creators[0]!
    if (!creators.includes(creatorId)) ctx.throw(403, 'This browser is not signed in as that creator')
    return { creatorId, sessionId: sessionIds.get(creatorId)! }
  }

  router.get(endpoints.me.path, own, async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    const [creatorId] = (await sessions.signedIn(ctx)).creators
    if (!creatorId) return ctx.throw(401, 'Not signed in')
    ctx.body = await accounts.me(creatorId)
  })

  router.post(endpoints.signInOptions.path, own, signInLimit, async (ctx) => {
    ctx.body = await passkeys.signInOptions()
  })

  router.post(endpoints.signIn.path, own, signInLimit, async (ctx) => {
    const { response } = parseBody(ctx, endpoints.signIn.body)
    const creatorId = await passkeys.signIn(response as Parameters<typeof passkeys.signIn>[0])
    await sessions.signIn(ctx, creatorId)
    ctx.body = { creatorId, redirect: CONSOLE_HOME }
  })

  router.post(endpoints.signInWithRecoveryCode.path, own, signInLimit, async (ctx) => {
    const { code } = parseBody(ctx, endpoints.signInWithRecoveryCode.body)
    const creatorId = await recoveryCodes.redeem(code)
    if (!creatorId) return ctx.throw(401, 'This recovery code is not valid, or it was already used')
    await sessions.signIn(ctx, creatorId)
    ctx.body = { creatorId, redirect: CONSOLE_HOME }
  })

  router.post(endpoints.signOut.path, own, async (ctx) => {
    await sessions.signOut(ctx)
    ctx.body = { signedOut: true }
  })

  router.get(endpoints.account.path, own, async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    const { creatorId, sessionId } = await signedInCreator(ctx)
    ctx.body = await accounts.overview(creatorId, sessionId)
  })

  router.post(endpoints.passkeyOptions.path, own, async (ctx) => {
    const { creatorId } = await signedInCreator(ctx)
    const { name } = await accounts.me(creatorId)
    ctx.body = await passkeys.registrationOptions({ id: creatorId, name })
  })

  router.post(endpoints.addPasskey.path, own, async (ctx) => {
    const { creatorId } = await signedInCreator(ctx)
    const { response, name } = parseBody(ctx, endpoints.addPasskey.body)
    const saved = await passkeys.register(creatorId, response as Parameters<typeof passkeys.register>[1], name ?? `Passkey on ${deviceName(ctx.get('user-agent'))}`)
    ctx.status = 201
    ctx.body = { ...saved, createdAt: saved.createdAt.toISOString(), lastUsedAt: null }
  })

  router.patch(endpoints.renamePasskey.path, own, async (ctx) => {
    const { creatorId } = await signedInCreator(ctx)
    const { id } = parseParams(ctx, endpoints.renamePasskey.params)
    const { name } = parseBody(ctx, endpoints.renamePasskey.body)
    await passkeys.rename(creatorId, id, name)
    ctx.body = { renamed: true }
  })

  router.delete(endpoints.removePasskey.path, own, async (ctx) => {
    const { creatorId } = await signedInCreator(ctx)
    const { id } = parseParams(ctx, endpoints.removePasskey.params)
    await accounts.removePasskey(creatorId, id)
    ctx.body = { removed: true }
  })

  router.post(endpoints.recoveryCodes.path, own, async (ctx) => {
    const { creatorId } = await signedInCreator(ctx)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { codes: await recoveryCodes.generate(creatorId) }
  })

  router.delete(endpoints.endSession.path, own, async (ctx) => {
    const { creatorId } = await signedInCreator(ctx)
    const { id } = parseParams(ctx, endpoints.endSession.params)
    if (!(await sessions.revoke(creatorId, id))) ctx.throw(404, 'No such session')
    ctx.body = { ended: true }
  })

  router.post(endpoints.endOtherSessions.path, own, async (ctx) => {
    const { creatorId, sessionId } = await signedInCreator(ctx)
    ctx.body = { ended: await sessions.revokeOthers(creatorId, sessionId) }
  })

  router.put(endpoints.thankYouNote.path, own, async (ctx) => {
    const { creatorId } = await signedInCreator(ctx)
    const { thankYouNote } = parseBody(ctx, endpoints.thankYouNote.body)
    ctx.body = await accounts.setThankYouNote(creatorId, thankYouNote)
  })

  router.post(endpoints.payouts.path, own, async (ctx) => {
    const { creatorId } = await signedInCreator(ctx)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await accounts.payoutsLink(creatorId)
  })

  return router
}
