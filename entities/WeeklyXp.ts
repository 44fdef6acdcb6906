// XP a supporter earned in one ISO week: the weekly leaderboard reads it by (week, xp desc).
import { defineEntity, p } from '@mikro-orm/core'

const WeeklyXpSchema = defineEntity({
  name: 'WeeklyXp',
  indexes: [{ name: 'weekly_xp_week_xp_idx', expression: 'create index weekly_xp_week_xp_idx on weekly_xp (week_start, xp desc)' }],
  properties: {
    weekStart: p.string().columnType('date').primary(),
    supporterId: p.uuid().primary(),
    xp: p.bigint('number').default(0),
    /** Referral bonuses paid to this supporter this week, held under REFERRAL_BONUSES_PER_WEEK (core/xp.ts). */
    referralBonuses: p.smallint().default(0),
  },
})

export class WeeklyXp extends WeeklyXpSchema.class {}
WeeklyXpSchema.setClass(WeeklyXp)
