// A supporter's referral code and how many referred supporters have boosted.
import { defineEntity, p } from '@mikro-orm/core'

const ReferralSchema = defineEntity({
  name: 'Referral',
  properties: {
    code: p.string().length(16).primary(),
    supporterId: p.uuid().unique(),
    activations: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
})

export class Referral extends ReferralSchema.class {}
ReferralSchema.setClass(Referral)
