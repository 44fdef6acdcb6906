// A creator's stream alerts and message moderation: what their overlays show, play and read aloud,
// and what a supporter's message must pass before any fan-facing surface shows it. One row per
// creator who changed a default; a creator without one gets ALERT_DEFAULTS (core/alerts.ts).
import { defineEntity, p } from '@mikro-orm/core'
import type { AlertVariant } from '../core/alertLook.ts'

const CreatorAlertsSchema = defineEntity({
  name: 'CreatorAlerts',
  properties: {
    creatorId: p.string().length(64).primary(),
    /** In each boost's own currency: a boost below it moves the numbers but shows no alert. */
    minAmountCents: p.integer(),
    durationMs: p.integer(),
    sound: p.string().length(16),
    /** 0 to 100. */
    volume: p.integer(),
    showMessage: p.boolean(),
    ttsEnabled: p.boolean(),
    ttsMinAmountCents: p.integer(),
    ttsMaxChars: p.integer(),
    accent: p.string().length(16),
    template: p.text(),
    /** Asset ids (AlertAsset) of the creator's own image and sound. */
    image: p.string().length(40).nullable(),
    soundAsset: p.string().length(40).nullable(),
    position: p.string().length(16),
    /** Percent. */
    scale: p.integer(),
    showCounter: p.boolean(),
    /** In cents, each in its own currency. */
    variants: p.json<AlertVariant[]>(),
    blockedWords: p.json<string[]>(),
    holdForReview: p.boolean(),
    updatedAt: p.datetime(),
  },
})

export class CreatorAlerts extends CreatorAlertsSchema.class {}
CreatorAlertsSchema.setClass(CreatorAlerts)
