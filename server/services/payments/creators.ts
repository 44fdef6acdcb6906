// Creators and their payout accounts: onboarding (Stripe Connect Express, or a demo account),
// and whether a creator can take boosts yet.
//
// Who may onboard: anyone may start onboarding a creator id that has no payout account yet; the
// browser that starts it is signed in as that creator ("pending owner") at once. From then on
// (account pending or connected) onboarding again needs a session of that creator (this browser's,
// or one signed in with a passkey or recovery code), so nobody else can take over the account link
// or replace the account.
//
// Onboardings of one creator id run one at a time, across every instance, so concurrent first
// requests make one payout account: the first gets it and the session, the others are refused.
import { createHash } from 'node:crypto'
import type { SqlEntityManager } from '@mikro-orm/sql'
import { Creator } from '../../../entities/Creator.ts'
import type { Db } from '../../db.ts'
import type { Logger } from '../../logger.ts'
import { keepOr } from '../../sqlColumns.ts'
import type { DemoOnboardingLinks } from './demoOnboardingLinks.ts'
import { Refusal } from '../refusal.ts'
import type { OnboardingReturn, PaymentProvider } from './provider.ts'

const CREATOR_FIELDS = ['id', 'name', 'stripeAccountId', 'chargesEnabled', 'demo', 'minCents', 'maxCents'] as const
export type CreatorRow = Pick<Creator, (typeof CREATOR_FIELDS)[number]>

type CreatorStatus = { connected: string | null; chargesEnabled: boolean; name: string | null }

/** A pending Stripe account is asked about at most this often, however often its page polls. */
const ACCOUNT_REFRESH_MS = 10_000
const BEING_CONNECTED = 'This creator ID is being connected from another browser. Finish there, or choose another creator ID.'

/** Runs ORM work where a caller wants it: on the database (`db.em`), or inside one of its transactions. */
type Store = Pick<Db, 'em'>

export function findCreator(em: SqlEntityManager, id: string): Promise<CreatorRow | null> {
  return em.findOne(Creator, id, { fields: CREATOR_FIELDS })
}

/** Makes sure a creator row exists; a new one is a demo creator when payments are demo. */
async function ensureCreator(em: SqlEntityManager, id: string, fields: { demo: boolean; name?: string | null; email?: string | null }): Promise<void> {
  await em
    .createQueryBuilder(Creator)
    .insert({ id, name: fields.name ?? null, email: fields.email ?? null, chargesEnabled: false, demo: fields.demo, createdAt: new Date() })
    .onConflict('id')
    .ignore()
    .execute('run')
}

export function createCreators(db: Db, provider: PaymentProvider, demoLinks: DemoOnboardingLinks, publicUrl: () => string, logger: Logger) {
  const lastRefresh = new Map<string, number>()
  const inTurn = keyedQueue()

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
      const { id, stripeAccountId } = creator
      await db.em((em) => em.nativeUpdate(Creator, { id, stripeAccountId }, { chargesEnabled: true, connectedAt: keepOr(em, Creator, 'connectedAt', new Date()) }))
      return { ...creator, chargesEnabled: true }
    } catch (error) {
      logger.warn({ err: error, creatorId: creator.id }, 'could not refresh a pending payout account')
      return creator
    }
  }

  /**
   * Runs `work` for one creator id after every earlier onboarding of that id has finished. In
   * this process a queue keeps the waiting requests off the database; on PostgreSQL a transaction
   * holding an advisory lock on the id does the same across instances, and carries the work's
   * reads and writes. PGlite is one process, so the queue is the whole lock there, and the work
   * runs outside a transaction: PGlite's transactions exclude every other writer, and the work
   * waits on the payment provider.
   */
  function oneOnboardingAtATime<T>(creatorId: string, work: (store: Store) => Promise<T>): Promise<T> {
    return inTurn(creatorId, () =>
      db.kind === 'postgres'
        ? db.transaction(async (tx) => {
            // Raw SQL: PostgreSQL's advisory lock has no ORM form.
            await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`boost:onboard:${creatorId}`])
            return work({ em: (run) => run(tx.em) })
          })
        : work(db),
    )
  }

  /** The creator's payout account, created now if they have none (or only a demo one on a live server). */
  async function claimAccount(store: Store, input: { creatorId: string; email: string | null; name: string | null; owner: boolean }): Promise<string> {
    const { creatorId, name, email } = input
    let creator = await store.em((em) => findCreator(em, creatorId))
    if (creator?.stripeAccountId && !input.owner) {
      throw new Refusal(
        403,
        creator.chargesEnabled
          ? 'This creator is already connected. Sign in as this creator (with a passkey or a recovery code) to change its payout account.'
          : BEING_CONNECTED,
      )
    }
    if (!creator) {
      creator = await store.em(async (em) => {
        await ensureCreator(em, creatorId, { demo: provider.kind === 'demo', name, email })
        return (await findCreator(em, creatorId))!
      })
    } else if (name || email) {
      await store.em((em) => em.nativeUpdate(Creator, { id: creatorId }, { ...(name !== null && { name }), ...(email !== null && { email }) }))
    }

    // A demo account means nothing to Stripe: a creator from a server's demo days onboards afresh.
    const accountId = creator.demo && provider.kind === 'stripe' ? null : creator.stripeAccountId
    if (accountId) return accountId
    const created = await provider.createAccount({
      creatorId,
      email: input.email,
      // A second wall behind the lock: a retry of the same onboarding (after a crash between
      // creating and storing, say) gets the same account back from Stripe instead of another.
      idempotencyKey: `boost-account-${createHash('sha256').update(JSON.stringify([creatorId, creator.stripeAccountId, input.email])).digest('hex')}`,
    })
    // Only the account that was read may be replaced, whoever else writes to the row.
    const claimed = await store.em((em) =>
      em.nativeUpdate(
        Creator,
        { id: creatorId, stripeAccountId: creator.stripeAccountId },
        { stripeAccountId: created, chargesEnabled: false, demo: provider.kind === 'demo', connectedAt: null },
      ),
    )
    if (claimed === 0) {
      logger.warn({ creatorId, accountId: created }, 'payout account created for a creator that another request connected first')
      throw new Refusal(409, BEING_CONNECTED)
    }
    return created
  }

  return {
    async status(creatorId: string): Promise<CreatorStatus> {
      const found = await db.em((em) => findCreator(em, creatorId))
      if (!found) throw new Refusal(404, 'Unknown creator')
      const creator = await refreshPendingAccount(found)
      return {
        connected: creator.chargesEnabled ? (creator.stripeAccountId ?? null) : null,
        chargesEnabled: creator.chargesEnabled,
        name: creator.name ?? null,
      }
    },

    /**
     * Starts (or resumes) onboarding and returns the provider's URL. `owner` says whether this
     * browser holds the creator's session; `signIn` gives it that session (and its id) as soon as
     * it owns the creator, before the provider's link is made, so a failure there can be retried
     * from it.
     */
    async onboard(
      input: { creatorId: string; email: string | null; name: string | null; returnTo: OnboardingReturn; owner: boolean },
      signIn: () => Promise<string>,
    ): Promise<{ url: string }> {
      const { creatorId, returnTo } = input
      const accountId = await oneOnboardingAtATime(creatorId, (store) => claimAccount(store, input))
      const sessionId = await signIn()
      const url = await provider.onboardingLink({
        creatorId,
        accountId,
        returnTo,
        sessionId,
        returnUrl: returnUrl(creatorId, returnTo, 'done'),
        refreshUrl: returnUrl(creatorId, returnTo, 'retry'),
      })
      return { url }
    },

    /**
     * Opening a demo onboarding link: what Stripe's hosted onboarding does for a real account.
     * `sessionId` is the opening browser's session of the creator. Returns where to send the
     * browser; an expired link goes to the retry URL, as Stripe's does.
     */
    async demoConnect(input: { creatorId: string; token: string; returnTo: OnboardingReturn; sessionId: string }): Promise<{ redirect: string }> {
      const taken = await demoLinks.take(input)
      if (!taken) throw new Refusal(403, 'This onboarding link is not valid')
      if (taken === 'expired') return { redirect: returnUrl(input.creatorId, input.returnTo, 'retry') }
      const account = taken.accountId
      const enabled = await db.em((em) =>
        em.nativeUpdate(
          Creator,
          { id: input.creatorId, stripeAccountId: account },
          { chargesEnabled: true, demo: true, connectedAt: keepOr(em, Creator, 'connectedAt', new Date()) },
        ),
      )
      if (enabled === 0) throw new Refusal(409, 'This onboarding link is no longer valid: the creator’s payout account has changed')
      return { redirect: returnUrl(input.creatorId, input.returnTo, 'done') }
    },
  }
}

/** Calls with one key run one after another, each once the previous one has settled; other keys do not wait. */
function keyedQueue() {
  const tails = new Map<string, Promise<void>>()
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(work)
    const tail = run.then(
      () => {},
      () => {},
    )
    tails.set(key, tail)
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key)
    })
    return run
  }
}
