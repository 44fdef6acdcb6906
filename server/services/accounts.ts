// A creator's account, as the console shows it: who they are, their passkeys, recovery codes and
// sessions, and the rule that keeps them from locking themselves out.
import { LockMode } from '@mikro-orm/core'
import type { Account, Me } from '../../core/api/account.ts'
import { Creator } from '../../entities/Creator.ts'
import { Passkey } from '../../entities/Passkey.ts'
import { RecoveryCode } from '../../entities/RecoveryCode.ts'
import type { Db } from '../db.ts'
import type { Passkeys } from './passkeys.ts'
import { findCreator } from './payments/creators.ts'
import type { Payments } from './payments/index.ts'
import type { RecoveryCodes } from './recoveryCodes.ts'
import { Refusal } from './refusal.ts'
import type { Sessions } from './sessions.ts'

export type Accounts = ReturnType<typeof createAccounts>

export function createAccounts(db: Db, parts: { sessions: Sessions; passkeys: Passkeys; recoveryCodes: RecoveryCodes; payments: Payments }) {
  const { sessions, passkeys, recoveryCodes, payments } = parts

  async function me(creatorId: string): Promise<Me> {
    const [creator, count] = await Promise.all([db.em((em) => findCreator(em, creatorId)), passkeys.count(creatorId)])
    return {
      creatorId,
      name: creator?.name ?? null,
      connected: creator?.chargesEnabled ? (creator.stripeAccountId ?? null) : null,
      passkeys: count,
    }
  }

  return {
    me,

    async overview(creatorId: string, currentSessionId: string | undefined): Promise<Account> {
      const [summary, passkeyList, recoveryCodesLeft, sessionList, creator] = await Promise.all([
        me(creatorId),
        passkeys.list(creatorId),
        recoveryCodes.left(creatorId),
        sessions.list(creatorId),
        db.em((em) => em.findOne(Creator, creatorId, { fields: ['thankYouNote'] })),
      ])
      return {
        ...summary,
        passkeyList: passkeyList.map((passkey) => ({
          id: passkey.id,
          name: passkey.name,
          createdAt: passkey.createdAt.toISOString(),
          lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
          backedUp: passkey.backedUp,
        })),
        recoveryCodesLeft,
        sessions: sessionList.map((session) => ({
          id: session.id,
          device: session.device,
          signedInAt: session.signedInAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
          current: session.id === currentSessionId,
        })),
        demoPayments: payments.kind === 'demo',
        thankYouNote: creator?.thankYouNote ?? null,
      }
    },

    /** Sets (or with null or blank, removes) the note fans read after paying. */
    async setThankYouNote(creatorId: string, note: string | null): Promise<{ thankYouNote: string | null }> {
      const thankYouNote = note?.trim() ? note : null
      await db.em((em) => em.nativeUpdate(Creator, { id: creatorId }, { thankYouNote }))
      return { thankYouNote }
    },

    /** Removes a passkey, unless it is the creator's last way back in (no other passkey, no recovery code left). */
    async removePasskey(creatorId: string, id: string): Promise<void> {
      await db.transaction(async ({ em }) => {
        // The creator's passkeys, locked: of two removals at once, the second counts what the first left.
        const own = await em.find(Passkey, { creatorId }, { fields: ['id'], lockMode: LockMode.PESSIMISTIC_WRITE })
        if (!own.some((passkey) => passkey.id === id)) throw new Refusal(404, 'No such passkey')
        if (own.length <= 1 && (await em.count(RecoveryCode, { creatorId, usedAt: null })) === 0) {
          throw new Refusal(409, 'This is your last passkey and no recovery code is left: make recovery codes (or add another passkey) before removing it')
        }
        await em.nativeDelete(Passkey, { id, creatorId })
      })
    },

    /** Where the creator manages payouts: their Stripe Express dashboard, or why there is none. */
    async payoutsLink(creatorId: string): Promise<{ url: string | null; message: string }> {
      if (payments.kind === 'demo') {
        return { url: null, message: 'Payments are a demo on this server: no money moves, so there are no payouts. With Stripe keys set, this opens your Stripe Express dashboard.' }
      }
      const creator = await db.em((em) => findCreator(em, creatorId))
      if (!creator?.stripeAccountId || creator.demo) throw new Refusal(409, 'Connect a payout account first (Easy Setup), then your payouts appear here')
      // Stripe makes dashboard links only for accounts that finished onboarding; it is not asked before.
      if (!creator.chargesEnabled) throw new Refusal(409, 'Finish connecting your Stripe account to see payouts')
      const url = await payments.dashboardLink(creator.stripeAccountId)
      return { url, message: 'Your Stripe Express dashboard: balance, payouts and bank account' }
    },
  }
}
