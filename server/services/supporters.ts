// Supporters are known by the anonymous id their browser keeps; identifying one creates it the
// first time, and records the referral code it arrived with while that can still pay out.
import { randomUUID } from 'node:crypto'
import { LockMode } from '@mikro-orm/core'
import type { IdentifyRequest, IdentifyResponse } from '../../core/api/ledger.ts'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { Referral } from '../../entities/Referral.ts'
import { Supporter } from '../../entities/Supporter.ts'
import type { Db } from '../db.ts'

export async function identifySupporter(db: Db, { anonId, ref }: IdentifyRequest): Promise<IdentifyResponse> {
  const supporter = await db.em(async (em) => {
    // A new supporter takes the code only if it exists; an unknown code is ignored, not an error.
    const referredByCode = ref ? ((await em.findOne(Referral, ref, { fields: ['code'] }))?.code ?? null) : null
    const created = { id: randomUUID(), referredByCode }
    const { affectedRows } = await em
      .createQueryBuilder(Supporter)
      .insert({ ...created, anonId, xpTotal: 0, referralActivated: false, createdAt: new Date() })
      .onConflict('anonId')
      .ignore()
      .execute('run')
    if (affectedRows === 1) return { ...created, isNew: true }
    // The insert stood aside for a committed row, so it is there to read.
    const existing = await em.findOne(Supporter, { anonId }, { fields: ['id', 'referredByCode', 'mergedIntoId'] })
    if (!existing) throw new Error(`supporter ${anonId} vanished between insert and select`)
    // An anonymous id whose supporter was joined to a fan stands for that fan (fanJoin.ts).
    const fan = existing.mergedIntoId ? await em.findOne(Supporter, existing.mergedIntoId, { fields: ['id', 'referredByCode'] }) : existing
    if (!fan) throw new Error(`supporter ${existing.id} was joined into ${existing.mergedIntoId}, which is gone`)
    return { id: fan.id, referredByCode: fan.referredByCode ?? null, isNew: false }
  })
  if (ref && !supporter.isNew && supporter.referredByCode === null) {
    return { supporterId: supporter.id, referredByCode: await recordLateReferral(db, supporter.id, ref) }
  }
  return { supporterId: supporter.id, referredByCode: supporter.referredByCode }
}

/**
 * A supporter identified before arriving through a referral link takes the code if they have none,
 * have never boosted, and the code exists and is not their own. The row lock makes a boost that
 * commits meanwhile either seen here (no referral) or waiting for this one (its first boost pays).
 */
async function recordLateReferral(db: Db, supporterId: string, code: string): Promise<string | null> {
  return db.em((em) =>
    em.transactional(async (em) => {
      const supporter = await em.findOne(Supporter, supporterId, {
        fields: ['referredByCode', 'referralActivated'],
        lockMode: LockMode.PESSIMISTIC_WRITE,
      })
      if (!supporter || supporter.referredByCode) return supporter?.referredByCode ?? null
      if (supporter.referralActivated) return null
      if (await em.findOne(BoostEvent, { supporterId, demo: false }, { fields: ['id'] })) return null
      const referral = await em.findOne(Referral, { code, supporterId: { $ne: supporterId } }, { fields: ['code'] })
      if (!referral) return null
      // Written when the transaction commits.
      supporter.referredByCode = referral.code
      return referral.code
    }),
  )
}
