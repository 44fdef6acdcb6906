// How an alert looks and where it sits: the nine places on screen, the size, whether the counter
// shows, and the variants a creator sets for bigger boosts (from an amount up, in one currency),
// of which the biggest that applies to a boost wins.
import type { CounterAccent } from './counter.ts'
import type { Currency } from './limits.ts'
import type { AlertSound } from './alerts.ts'

export const ALERT_POSITIONS = ['top-left', 'top-center', 'top-right', 'middle-left', 'center', 'middle-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const
export type AlertPosition = (typeof ALERT_POSITIONS)[number]

export type AlertLayout = {
  position: AlertPosition
  /** Percent, 50 to 200. */
  scale: number
  showCounter: boolean
}

export const MAX_VARIANTS = 5

/** What an alert plays and shows: the default one's, or a variant's. Images and sounds are asset ids. */
export type AlertLook = {
  template: string
  sound: AlertSound
  /** An uploaded sound, played instead of `sound`. */
  soundAsset: string | null
  /** 0 to 100. */
  volume: number
  image: string | null
  accent: CounterAccent
  durationMs: number
}

export type AlertVariant = AlertLook & { currency: Currency; minAmountCents: number }

/** The look of an alert for a boost: the biggest variant of the boost's currency it reaches, or the default. */
export function lookFor(display: AlertLook & { variants: readonly AlertVariant[] }, amountCents: number, currency: string): AlertLook {
  const code = currency.toLowerCase()
  let best: AlertVariant | null = null
  for (const variant of display.variants) {
    if (variant.currency === code && amountCents >= variant.minAmountCents && (!best || variant.minAmountCents > best.minAmountCents)) best = variant
  }
  const { template, sound, soundAsset, volume, image, accent, durationMs } = best ?? display
  return { template, sound, soundAsset, volume, image, accent, durationMs }
}

/** Where an asset is served: its id carries its content's hash, so the address never changes meaning. */
export const assetUrl = (creatorId: string, assetId: string) => `/api/creators/${encodeURIComponent(creatorId)}/alerts/assets/${assetId}`

/** An asset id: 32 hex digits of its content's SHA-256, and the extension of its type. */
export const ASSET_ID_PATTERN = /^[0-9a-f]{32}\.(png|jpg|webp|gif|mp3|ogg|wav)$/
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'webp', 'gif'] as const
export const isImageAsset = (assetId: string) => (IMAGE_EXTENSIONS as readonly string[]).includes(assetId.split('.')[1] ?? '')
