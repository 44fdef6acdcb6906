// One browser signed in as one fan (a supporter) on Boost's own origin. Like a creator session, the
// browser holds a random token in an HttpOnly cookie of its own and the table only its SHA-256; a
// fan session never opens a creator console, nor a creator session a fan's page.
import { defineEntity, p } from '@mikro-orm/core'

const FanSessionSchema = defineEntity({
  name: 'FanSession',
  indexes: [{ properties: ['supporterId'] }, { properties: ['expiresAt'] }],
  properties: {
    id: p.uuid().primary(),
    tokenHash: p.string().length(64).unique(),
    supporterId: p.uuid(),
    /** "Chrome on macOS": read from the User-Agent when the session began. */
    device: p.string().length(120),
    signedInAt: p.datetime(),
    expiresAt: p.datetime(),
  },
})

export class FanSession extends FanSessionSchema.class {}
FanSessionSchema.setClass(FanSession)
