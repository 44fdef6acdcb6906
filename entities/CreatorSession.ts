// One browser signed in as one creator. The browser holds a random token in an HttpOnly cookie;
// only its SHA-256 is stored, so a copy of this table signs nobody in. A browser signed in as
// several creators has one row per creator under the same token.
import { defineEntity, p } from '@mikro-orm/core'
import { Creator } from './Creator.ts'

const CreatorSessionSchema = defineEntity({
  name: 'CreatorSession',
  indexes: [{ properties: ['creatorId'] }, { properties: ['expiresAt'] }],
  uniques: [{ properties: ['tokenHash', 'creatorId'] }],
  properties: {
    /** Names the session in the account page's list, where it can be signed out; never a credential. */
    id: p.uuid().primary(),
    tokenHash: p.string().length(64),
    creatorId: () => p.manyToOne(Creator).mapToPk().fieldName('creator_id').createForeignKeyConstraint(false),
    /** "Chrome on macOS": read from the User-Agent when the session began. */
    device: p.string().length(120),
    signedInAt: p.datetime(),
    lastSeenAt: p.datetime(),
    /** Slides forward as the browser is used (30 days from the last use). */
    expiresAt: p.datetime(),
  },
})

export class CreatorSession extends CreatorSessionSchema.class {}
CreatorSessionSchema.setClass(CreatorSession)
