// How many alert overlays of a creator each server instance has connected, refreshed while they
// are: the console sums the fresh rows to say "1 overlay live" whichever instance serves it.
import { defineEntity, p } from '@mikro-orm/core'

const OverlayPresenceSchema = defineEntity({
  name: 'OverlayPresence',
  properties: {
    instanceId: p.string().length(36).primary(),
    creatorId: p.string().length(64).primary(),
    overlays: p.integer(),
    seenAt: p.datetime(),
  },
})

export class OverlayPresence extends OverlayPresenceSchema.class {}
OverlayPresenceSchema.setClass(OverlayPresence)
