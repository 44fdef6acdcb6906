// Referral codes: one per supporter, created on first request, shared as a link to the leaderboard.
import { randomInt } from 'node:crypto'
import type { Referral } from '../../core/api/ledger.ts'
import type { Db } from '../db.ts'

/** No 0/O or 1/I, so a code read aloud or copied by hand comes out right. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 8
const ATTEMPTS = 5

type ReferralRow = { code: string; activations: unknown }

export function referralUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/leaderboard?ref=${code}`
}

export function toReferral(publicUrl: string, row: ReferralRow): Referral {
  const code = String(row.code)
  return { code, url: referralUrl(publicUrl, code), activations: Number(row.activations) }
}

/** The supporter's referral, created if they have none; null for an unknown supporter. */
export async function createReferral(db: Db, publicUrl: string, supporterId: string): Promise<Referral | null> {
  const [supporter] = await db.query('select 1 from supporter where id = ?', [supporterId])
  if (!supporter) return null
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [existing] = await db.query<ReferralRow>('select code, activations from referral where supporter_id = ?', [supporterId])
    if (existing) return toReferral(publicUrl, existing)
    // Nothing comes back when another request just created this supporter's code (read on the
    // next turn) or when the random code is taken (a new one is drawn).
    const [created] = await db.query<ReferralRow>(
      `insert into referral (code, supporter_id, activations, created_at) values (?, ?, 0, now())
       on conflict do nothing returning code, activations`,
      [newCode(), supporterId],
    )
    if (created) return toReferral(publicUrl, created)
  }
  throw new Error(`no free referral code after ${ATTEMPTS} attempts`)
}

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
}
