// Supporters are known by the anonymous id their browser keeps; identifying one creates it the
// first time, and records the referral code it arrived with while that can still pay out.
import { randomUUID } from 'node:crypto'
import type { IdentifyRequest, IdentifyResponse } from '../../core/api/ledger.ts'
import type { Db } from '../db.ts'

type SupporterRow = { id: string; referred_by_code: string | null }

export async function identifySupporter(db: Db, { anonId, ref }: IdentifyRequest): Promise<IdentifyResponse> {
  // A new supporter takes the code only if it exists; an unknown code is ignored, not an error.
  const [created] = await db.query<SupporterRow>(
    `insert into supporter (id, anon_id, xp_total, referred_by_code, referral_activated, created_at)
     values (?, ?, 0, (select code from referral where code = ?), false, now())
     on conflict (anon_id) do nothing
     returning id, referred_by_code`,
    [randomUUID(), anonId, ref ?? null],
  )
  if (created) return answer(created)
  // The insert stood aside for a committed row, so it is there to read.
  const [existing] = await db.query<SupporterRow>('select id, referred_by_code from supporter where anon_id = ?', [anonId])
  if (!existing) throw new Error(`supporter ${anonId} vanished between insert and select`)
  if (ref && existing.referred_by_code === null) {
    return { supporterId: String(existing.id), referredByCode: await recordLateReferral(db, String(existing.id), ref) }
  }
  return answer(existing)
}

/**
 * A supporter identified before arriving through a referral link takes the code if they have none,
 * have never boosted, and the code exists and is not their own. The row lock makes a boost that
 * commits meanwhile either seen here (no referral) or waiting for this one (its first boost pays).
 */
async function recordLateReferral(db: Db, supporterId: string, code: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [supporter] = await tx.execute<{ referred_by_code: string | null; referral_activated: boolean }[]>(
      'select referred_by_code, referral_activated from supporter where id = ? for update',
      [supporterId],
    )
    if (!supporter || supporter.referred_by_code !== null) return supporter?.referred_by_code ?? null
    if (supporter.referral_activated) return null
    const boosted = await tx.execute<unknown[]>('select 1 from boost_event where supporter_id = ? and demo = false limit 1', [supporterId])
    if (boosted.length > 0) return null
    const [updated] = await tx.execute<{ code: string }[]>(
      `update supporter set referred_by_code = referral.code from referral
       where supporter.id = ? and referral.code = ? and referral.supporter_id <> supporter.id
       returning referral.code`,
      [supporterId, code],
    )
    return updated?.code ?? null
  })
}

function answer(row: SupporterRow): IdentifyResponse {
  return { supporterId: String(row.id), referredByCode: row.referred_by_code === null ? null : String(row.referred_by_code) }
}
