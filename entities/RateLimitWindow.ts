// Requests one client made to one route in one fixed window; kept in the database so every
// instance counts against the same limit.
import { defineEntity, p } from '@mikro-orm/core'

const RateLimitWindowSchema = defineEntity({
  name: 'RateLimitWindow',
  indexes: [{ properties: ['windowStart'] }],
  properties: {
    // '<route key>:<client ip>'
    key: p.string().length(128).primary(),
    windowStart: p.datetime().primary(),
    count: p.integer().default(0),
  },
})

export class RateLimitWindow extends RateLimitWindowSchema.class {}
RateLimitWindowSchema.setClass(RateLimitWindow)
