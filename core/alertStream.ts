// The alert stream's messages without zod, so an overlay need not load it: the settings an overlay
// applies and each alert it shows (GET /api/stream/alerts). Their schemas are in core/api/alerts.ts;
// the test proves the two accept, refuse and return the same.
import { ALERT_ACCENTS, ALERT_SOUNDS, type AlertDisplay } from './alerts.ts'
import { ALERT_POSITIONS, type AlertVariant } from './alertLook.ts'
import type { AlertDisplayWire, AlertWire } from './api/alerts.ts'
import { isSupportedCurrency } from './limits.ts'
import { toCents } from './money.ts'
import { isCount, parseWire } from './streamBoost.ts'

const ALERT_KINDS: readonly string[] = ['boost', 'test', 'replay'] satisfies AlertWire['kind'][]

/** The `data:` of a `settings` event, as the overlay applies it; null for anything that is not one. */
export function parseAlertSettings(data: string): AlertDisplay | null {
  return parseWire(data, isAlertDisplayWire, displayFromWire)
}

/** The `data:` of an `alert` event; null for anything that is not one. */
export function parseAlert(data: string): AlertWire | null {
  return parseWire(data, isAlertWire, (wire) => ({
    kind: wire.kind,
    alertId: wire.alertId,
    boostId: wire.boostId,
    amount: wire.amount,
    currency: wire.currency,
    message: wire.message,
    supporterLabel: wire.supporterLabel,
    supporterName: wire.supporterName,
    anonymous: wire.anonymous,
    xpAwarded: wire.xpAwarded,
    months: wire.months,
  }))
}

export function displayFromWire(wire: AlertDisplayWire): AlertDisplay {
  return {
    minAmountCents: toCents(wire.minAmount) ?? 0,
    durationMs: wire.durationMs,
    sound: wire.sound,
    volume: wire.volume,
    showMessage: wire.showMessage,
    tts: { enabled: wire.tts.enabled, minAmountCents: toCents(wire.tts.minAmount) ?? 0, maxChars: wire.tts.maxChars },
    accent: wire.accent,
    template: wire.template,
    image: wire.image,
    soundAsset: wire.soundAsset,
    layout: { position: wire.layout.position, scale: wire.layout.scale, showCounter: wire.layout.showCounter },
    variants: wire.variants.map(({ minAmount, currency, template, sound, soundAsset, volume, image, accent, durationMs }) => ({
      currency: currency as AlertVariant['currency'],
      minAmountCents: toCents(minAmount) ?? 0,
      template,
      sound,
      soundAsset,
      volume,
      image,
      accent,
      durationMs,
    })),
  }
}

function isAlertDisplayWire(value: unknown): value is AlertDisplayWire {
  if (!isRecord(value) || !isRecord(value.tts)) return false
  const { minAmount, showMessage, tts, layout, variants } = value
  return (
    isNumber(minAmount) &&
    isLookWire(value) &&
    typeof showMessage === 'boolean' &&
    typeof tts.enabled === 'boolean' &&
    isNumber(tts.minAmount) &&
    Number.isSafeInteger(tts.maxChars) &&
    isRecord(layout) &&
    (ALERT_POSITIONS as readonly unknown[]).includes(layout.position) &&
    Number.isSafeInteger(layout.scale) &&
    typeof layout.showCounter === 'boolean' &&
    Array.isArray(variants) &&
    variants.every((variant) => isRecord(variant) && isLookWire(variant) && isNumber(variant.minAmount) && typeof variant.currency === 'string' && isSupportedCurrency(variant.currency))
  )
}

/** The parts of a look: the default alert's, or a variant's. */
function isLookWire(value: Record<string, unknown>): boolean {
  const { template, durationMs, sound, soundAsset, volume, image, accent } = value
  return (
    typeof template === 'string' &&
    Number.isSafeInteger(durationMs) &&
    (ALERT_SOUNDS as readonly unknown[]).includes(sound) &&
    [soundAsset, image].every((asset) => asset === null || typeof asset === 'string') &&
    Number.isSafeInteger(volume) &&
    (ALERT_ACCENTS as readonly unknown[]).includes(accent)
  )
}

function isAlertWire(value: unknown): value is AlertWire {
  if (!isRecord(value)) return false
  const { kind, alertId, boostId, amount, currency, message, supporterLabel, supporterName, anonymous, xpAwarded, months } = value
  return (
    ALERT_KINDS.includes(kind as string) &&
    [boostId, amount, xpAwarded].every(isCount) &&
    [alertId, currency].every((text) => typeof text === 'string') &&
    [message, supporterLabel, supporterName].every((text) => text === null || typeof text === 'string') &&
    typeof anonymous === 'boolean' &&
    (months === null || (isCount(months) && months > 0))
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}
