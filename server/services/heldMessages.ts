// Deciding messages held for a creator's review, one or many in a statement: the message and name
// become public (approved) or are dropped for good (rejected). No number moves: the boost counted
// when it was recorded.
import { LockMode } from '@mikro-orm/core'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { Supporter } from '../../entities/Supporter.ts'
import type { Tx } from '../db.ts'
import type { RawRow } from '../sqlColumns.ts'
import { sqlNames } from '../sqlNames.ts'
import { type BoostRow, COLUMNS } from './liveReads.ts'
import { Refusal } from './refusal.ts'

export type Decided = 'shown' | 'rejected'
export type DecidedRow = BoostRow & RawRow<BoostEvent, 'reversedAt'>

const boostEvent = sqlNames(BoostEvent)
const supporter = sqlNames(Supporter)

/**
 * Decides those of `boostIds` still held, returning each as the live stream reads it (the message
 * and name just decided on: the public ones if shown, none if rejected) with its reversal time.
 */
export async function decideHeld(tx: Tx, creatorId: string, boostIds: readonly number[], status: Decided): Promise<DecidedRow[]> {
  // Raw SQL: an update ... from that returns the boosts with their supporters' labels, which the ORM cannot say.
  return tx.execute<DecidedRow>(
    `update ${boostEvent.$table} e set ${boostEvent.messageStatus} = ?, ${boostEvent.publicMessage} = case when ? then e.${boostEvent.publicMessage} end,
       ${boostEvent.publicSupporterName} = case when ? then e.${boostEvent.publicSupporterName} end
     from ${boostEvent.$table} b left join ${supporter.$table} s on s.${supporter.id} = b.${boostEvent.supporterId}
     where e.${boostEvent.id} in (${boostIds.map(() => '?').join(', ')}) and e.${boostEvent.creatorId} = ? and e.${boostEvent.messageStatus} = 'held' and b.${boostEvent.id} = e.${boostEvent.id}
     returning ${COLUMNS}, e.${boostEvent.reversedAt}`,
    [status, status === 'shown', status === 'shown', ...boostIds, creatorId],
  )
}

/**
 * Decides every one of `boostIds` that is held, all or none: each must be one of the creator's own
 * boosts whose words went to review (held, or decided before: those stay as they are, so a request
 * repeated after a lost answer changes nothing). The rows are locked first, so a decision made
 * meanwhile elsewhere is seen as made.
 */
export async function decideMany(tx: Tx, creatorId: string, boostIds: readonly number[], status: Decided) {
  const found = await tx.em.find(
    BoostEvent,
    { id: { $in: [...boostIds] }, creatorId, demo: false, messageStatus: { $ne: null } },
    { fields: ['id', 'messageStatus'], lockMode: LockMode.PESSIMISTIC_WRITE },
  )
  const statusOf = new Map(found.map((boost) => [boost.id, boost.messageStatus]))
  const unknown = boostIds.filter((id) => !statusOf.has(id))
  if (unknown.length > 0) throw new Refusal(404, `No message to review on ${unknown.length === 1 ? 'boost' : 'boosts'} ${unknown.join(', ')} of this creator; nothing was decided`)
  const held = boostIds.filter((id) => statusOf.get(id) === 'held')
  const rows = held.length > 0 ? await decideHeld(tx, creatorId, held, status) : []
  const boosts = boostIds.map((boostId) => {
    const changed = held.includes(boostId)
    return { boostId, status: changed ? status : (statusOf.get(boostId) as Decided), changed }
  })
  return { boosts, rows }
}
