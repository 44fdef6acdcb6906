// Creators and their payout accounts: onboarding (Stripe Connect Express, or a demo account),
// and whether a creator can take boosts yet.
//
// Who may onboard: anyone may start onboarding a creator id that has no payout account yet; the
// browser that starts it gets that creator's signed session cookie ("pending owner") at once.
// From then on (account pending or connected) onboarding again needs that cookie, so nobody else
// can take over the account link or replace the account.
import type { Db } from '../../db.ts'
import type { Logger } from '../../logger.ts'
import type { Sessions } from '../sessions.ts'
import { DEMO_CONNECT_PURPOSE } from './demo.ts'
import { PaymentsError } from './errors.ts'
import type { OnboardingReturn, PaymentProvider } from './provider.ts'

export type CreatorRow = {
  id: string
  name: string | null
  stripeAccountId: string | null
  chargesEnabled: boolean
  demo: boolean
  minCents: number | null
  maxCents: number | null
}

export type CreatorStatus = { connected: string | null; chargesEnabled: boolean; name: string | null }

/** A pending Stripe account is asked about at most this often, however often its page polls. */
const ACCOUNT_REFRESH_MS = 10_000

export async function findCreator(db: Db, id: string): Promise<CreatorRow | null> {
  const [row] = await db.query<Record<string, unknown>>(
    'select id, name, stripe_account_id, charges_enabled, demo, min_cents, max_cents from creator where id = ?',
    [id],
  )
  if (!row) return null
  return {
    id: String(row.id),
    name: row.name == null ? null : String(row.name),
    stripeAccountId: row.stripe_account_id == null ? null : String(row.stripe_account_id),
    chargesEnabled: Boolean(row.charges_enabled),
    demo: Boolean(row.demo),
    minCents: row.min_cents == null ? null : Number(row.min_cents),
    maxCents: row.max_cents == null ? null : Number(row.max_cents),
  }
}

/** Makes sure a creator row exists; a new one is a demo creator when payments are demo. */
export async function ensureCreator(db: Db, id: string, fields: { demo: boolean; name?: string | null; email?: string | null }): Promise<void> {
  await db.query(
    `insert into creator (id, name, email, charges_enabled, demo, created_at) values (?, ?, ?, false, ?, ?)
     on conflict (id) do nothing`,
    [id, fields.name ?? null, fields.email ?? null, fields.demo, new Date()],
  )
}

export function createCreators(db: Db, provider: PaymentProvider, sessions: Sessions, publicUrl: () => string, logger: Logger) {
  const lastRefresh = new Map<string, number>()

  const returnUrl = (creatorId: string, returnTo: OnboardingReturn, state: 'done' | 'retry') =>
    `${publicUrl()}/${returnTo}?${new URLSearchParams({ state, creator: creatorId })}`

  /** Asks Stripe about a pending account, so a creator back from onboarding shows as connected even before the webhook. */
  async function refreshPendingAccount(creator: CreatorRow): Promise<CreatorRow> {
    if (creator.chargesEnabled || !creator.stripeAccountId) return creator
    const now = Date.now()
    if (now - (lastRefresh.get(creator.id) ?? 0) < ACCOUNT_REFRESH_MS) return creator
    lastRefresh.set(creator.id, now)
    if (lastRefresh.size > 10_000) for (const [id, at] of lastRefresh) if (now - at >= ACCOUNT_REFRESH_MS) lastRefresh.delete(id)
    try {
      const status = await provider.accountStatus(creator.stripeAccountId)
      if (!status?.chargesEnabled) return creator
      await db.query(
        `update creator set charges_enabled = true, connected_at = coalesce(connected_at, ?)
         where id = ? and stripe_account_id = ?`,
        [new Date(), creator.id, creator.stripeAccountId],
      )
      return { ...creator, chargesEnabled: true }
    } catch (error) {
      logger.warn({ err: error, creatorId: creator.id }, 'could not refresh a pending payout account')
      return creator
    }
  }

  return {
    async status(creatorId: string): Promise<CreatorStatus> {
      const found = await findCreator(db, creatorId)
      if (!found) throw new PaymentsError(404, 'Unknown creator')
      const creator = await refreshPendingAccount(found)
      return {
        connected: creator.chargesEnabled ? creator.stripeAccountId : null,
        chargesEnabled: creator.chargesEnabled,
        name: creator.name,
      }
    },

    /**
     * Starts (or resumes) onboarding and returns the provider's URL. `owner` says whether this
     * browser holds the creator's session; `signIn` gives it that session as soon as it owns the
     * creator, before the provider's link is made, so a failure there can be retried from it.
     */
    async onboard(
      input: { creatorId: string; email: string | null; name: string | null; returnTo: OnboardingReturn; owner: boolean },
      signIn: () => void,
    ): Promise<{ url: string }> {
      const { creatorId, returnTo } = input
      let creator = await findCreator(db, creatorId)
      if (creator?.stripeAccountId && !input.owner) {
        throw new PaymentsError(
          403,
          creator.chargesEnabled
            ? 'This creator is already connected. Open this page in the browser that connected it to change its payout account.'
            : 'This creator ID is being connected from another browser. Finish there, or choose another creator ID.',
        )
      }
      if (!creator) {
        await ensureCreator(db, creatorId, { demo: provider.kind === 'demo', name: input.name, email: input.email })
        creator = (await findCreator(db, creatorId))!
      } else if (input.name || input.email) {
        await db.query('update creator set name = coalesce(?, name), email = coalesce(?, email) where id = ?', [input.name, input.email, creatorId])
      }

      // A demo account means nothing to Stripe: a creator from a server's demo days onboards afresh.
      let accountId = creator.demo && provider.kind === 'stripe' ? null : creator.stripeAccountId
      if (!accountId) {
        const created = await provider.createAccount({ creatorId, email: input.email })
        // Two onboardings racing: the first to replace what was read wins, the other is refused.
        const claimed = await db.query(
          `update creator set stripe_account_id = ?, charges_enabled = false, demo = ?, connected_at = null
           where id = ? and stripe_account_id is not distinct from ? returning id`,
          [created, provider.kind === 'demo', creatorId, creator.stripeAccountId],
        )
        if (claimed.length === 0) {
          logger.warn({ creatorId, accountId: created }, 'payout account created for a creator that another request connected first')
          throw new PaymentsError(409, 'This creator ID is being connected from another browser. Finish there, or choose another creator ID.')
        }
        accountId = created
      }
      signIn()
      const url = await provider.onboardingLink({
        creatorId,
        accountId,
        returnTo,
        returnUrl: returnUrl(creatorId, returnTo, 'done'),
        refreshUrl: returnUrl(creatorId, returnTo, 'retry'),
      })
      return { url }
    },

    /**
     * Opening a demo onboarding link: what Stripe's hosted onboarding does for a real account.
     * Returns where to send the browser; an expired link goes to the retry URL, as Stripe's does.
     */
    async demoConnect(input: { creatorId: string; token: string; returnTo: OnboardingReturn }): Promise<{ redirect: string; connected: boolean }> {
      const payload = sessions.verify(DEMO_CONNECT_PURPOSE, input.token)
      if (!payload || payload.creator !== input.creatorId || typeof payload.account !== 'string' || typeof payload.expires !== 'number') {
        throw new PaymentsError(403, 'This onboarding link is not valid')
      }
      if (payload.expires <= Date.now()) return { redirect: returnUrl(input.creatorId, input.returnTo, 'retry'), connected: false }
      const enabled = await db.query(
        `update creator set charges_enabled = true, demo = true, connected_at = coalesce(connected_at, ?)
         where id = ? and stripe_account_id = ? returning id`,
        [new Date(), input.creatorId, payload.account],
      )
      if (enabled.length === 0) throw new PaymentsError(409, 'This onboarding link is no longer valid: the creator’s payout account has changed')
      return { redirect: returnUrl(input.creatorId, input.returnTo, 'done'), connected: true }
    },
  }
}
