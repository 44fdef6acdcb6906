// A paid checkout whose supporter was joined to a fan on Boost's origin: each checkout is claimed once.
import { defineEntity, p } from '@mikro-orm/core'

const FanClaimSchema = defineEntity({
  name: 'FanClaim',
  indexes: [{ properties: ['supporterId'] }],
  properties: {
    checkoutSessionId: p.string().length(255).primary(),
    /** The fan it was joined to. */
    supporterId: p.uuid(),
    claimedAt: p.datetime(),
  },
})

export class FanClaim extends FanClaimSchema.class {}
FanClaimSchema.setClass(FanClaim)
