// Referral codes: one per supporter, created on first request, shared as a link to the leaderboard.
import { randomInt } from 'node:crypto'
import type { Referral } from '../../core/api/ledger.ts'
import { Referral as ReferralRow } from '../../entities/Referral.ts'
import type { Db } from '../db.ts'
import { rootSupporterId } from './fanJoin.ts'

/** No 0/O or 1/I, so a code read aloud or copied by hand comes out right. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 8
const ATTEMPTS = 5

function referralUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/leaderboard?ref=${code}`
}

export function toReferral(publicUrl: string, { code, activations }: Pick<ReferralRow, 'code' | 'activations'>): Referral {
  return { code, url: referralUrl(publicUrl, code), activations }
}

/** The supporter's referral, created if they have none; null for an unknown supporter. */
export async function createReferral(db: Db, publicUrl: string, askedFor: string): Promise<Referral | null> {
  return db.em(async (em) => {
    // A supporter since joined to a fan shares the fan's code.
    const supporterId = await rootSupporterId(em, askedFor)
    if (!supporterId) return null
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const existing = await em.findOne(ReferralRow, { supporterId }, { fields: ['code', 'activations'] })
      if (existing) return toReferral(publicUrl, existing)
      // Nothing is inserted when another request just created this supporter's code (read on the
      // next turn) or when the random code is taken (a new one is drawn).
      const created = { code: newCode(), activations: 0 }
      const { affectedRows } = await em
        .createQueryBuilder(ReferralRow)
        .insert({ ...created, supporterId, createdAt: new Date() })
        .onConflict()
        .ignore()
        .execute('run')
      if (affectedRows === 1) return toReferral(publicUrl, created)
    }
    throw new Error(`no free referral code after ${ATTEMPTS} attempts`)
  })
}

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
}
