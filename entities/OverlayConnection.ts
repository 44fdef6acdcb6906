// Each alert overlay browser of a creator, by the view it shows, as each server instance last saw
// it: connected (refreshed while it is) or lost at `seenAt`. The console lists those lost a
// moment ago as reconnecting, whichever instance serves it and whichever served the overlay.
import { defineEntity, p } from '@mikro-orm/core'

const OverlayConnectionSchema = defineEntity({
  name: 'OverlayConnection',
  properties: {
    instanceId: p.string().length(36).primary(),
    creatorId: p.string().length(64).primary(),
    /** The overlay browser's own random id (every browser source of one OBS shares it). */
    overlayId: p.string().length(64).primary(),
    /** What the overlay shows: a counter's metric, or `goal`. */
    view: p.string().length(16).primary(),
    connected: p.boolean(),
    seenAt: p.datetime(),
  },
})

export class OverlayConnection extends OverlayConnectionSchema.class {}
OverlayConnectionSchema.setClass(OverlayConnection)
