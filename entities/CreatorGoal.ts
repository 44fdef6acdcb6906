// A creator's goal ("$500 for a new mic", or "$500 a month"): at most one active (not ended) per
// creator. What it has raised is never stored. A total goal reads the ledger's own counters: the
// creator's counted gross in the goal's currency now less what it was when the goal started. A
// monthly goal reads what the active monthly boosts in its currency bring each month.
import { defineEntity, p } from '@mikro-orm/core'
import { GOAL_KINDS } from '../core/creatorPage.ts'
import { Creator } from './Creator.ts'

const CreatorGoalSchema = defineEntity({
  name: 'CreatorGoal',
  indexes: [{ name: 'creator_goal_active_idx', expression: 'create unique index creator_goal_active_idx on creator_goal (creator_id) where ended_at is null' }],
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    creatorId: () => p.manyToOne(Creator).mapToPk().fieldName('creator_id').createForeignKeyConstraint(false),
    title: p.string().length(80),
    kind: p.enum(GOAL_KINDS).default('total'),
    targetCents: p.bigint('number'),
    currency: p.string().length(3),
    /** At the start: the creator's counted gross in this currency. */
    baselineGrossCents: p.bigint('number'),
    /**
     * The snapshot that baseline was read in: a boost or adjustment is from before the goal when its
     * transaction is visible in it. Ids cannot tell, as they are taken at insert, not at commit.
     */
    startSnapshot: p.string().columnType('pg_snapshot').nullable(),
    /** Goals started before startSnapshot: their creator's newest boost and adjustment ids, the rule they keep. */
    afterBoostId: p.bigint('number').nullable(),
    afterAdjustmentId: p.bigint('number').nullable(),
    startsAt: p.datetime(),
    endsAt: p.datetime().nullable(),
    /** Set once, by the boost (or the edit of its target) whose transaction finds the target met. */
    reachedAt: p.datetime().nullable(),
    /** Ended early, or replaced by a new goal. */
    endedAt: p.datetime().nullable(),
  },
})

export class CreatorGoal extends CreatorGoalSchema.class {}
CreatorGoalSchema.setClass(CreatorGoal)
