// A creator's stream alerts: the sounds and looks they pick from, the limits of each setting, and
// the defaults of a creator who never changed one. Shared by the server's schemas, the /alerts
// console page and the overlay that applies them.
import type { AlertLayout, AlertVariant } from './alertLook.ts'
import { DEFAULT_TEMPLATE } from './alertTemplate.ts'
import { COUNTER_ACCENTS, type CounterAccent } from './counter.ts'

/** Our own synthesised sounds (scripts/make-sounds.ts), or silence. */
export const ALERT_SOUNDS = ['power-up', 'chime', 'coin', 'none'] as const
export type AlertSound = (typeof ALERT_SOUNDS)[number]

export const ALERT_ACCENTS = COUNTER_ACCENTS

export const ALERT_LIMITS = {
  durationMs: { min: 2000, max: 30_000 },
  volume: { min: 0, max: 100 },
  ttsMaxChars: { min: 10, max: 300 },
  /** In major units of each boost's own currency. */
  minAmount: { min: 0, max: 10_000 },
  blockedWords: 200,
  blockedWordLength: 40,
  scale: { min: 50, max: 200 },
} as const

/** What an overlay needs to show, play and speak an alert: public, since OBS has no session. */
export type AlertDisplay = {
  minAmountCents: number
  durationMs: number
  sound: AlertSound
  /** 0 to 100. */
  volume: number
  showMessage: boolean
  tts: { enabled: boolean; minAmountCents: number; maxChars: number }
  accent: CounterAccent
  /** The alert's words, with tokens (core/alertTemplate.ts). */
  template: string
  /** Asset ids of the creator's own image and sound (the sound plays instead of `sound`). */
  image: string | null
  soundAsset: string | null
  layout: AlertLayout
  /** Other looks for bigger boosts, from an amount up in one currency. */
  variants: AlertVariant[]
}

/** The whole of a creator's alert settings: the display, and how their supporters' messages are moderated. */
export type AlertSettings = AlertDisplay & { blockedWords: string[]; holdForReview: boolean }

export const ALERT_DEFAULTS: AlertSettings = {
  minAmountCents: 0,
  durationMs: 6000,
  sound: 'power-up',
  volume: 60,
  showMessage: true,
  tts: { enabled: false, minAmountCents: 500, maxChars: 140 },
  accent: 'green',
  template: DEFAULT_TEMPLATE,
  image: null,
  soundAsset: null,
  layout: { position: 'top-left', scale: 100, showCounter: true },
  variants: [],
  blockedWords: [],
  holdForReview: false,
}

export function alertDisplay({ blockedWords: _words, holdForReview: _hold, ...display }: AlertSettings): AlertDisplay {
  return display
}

/** What a monthly boost's alert says after the supporter's name: new to monthly, or how many months so far; null for a one-off. */
export function monthlyNews(months: number | null | undefined): string | null {
  if (!months) return null
  return months === 1 ? 'is now a monthly supporter' : `renewed: ${months} months`
}

/**
 * Whether a boost of `amountCents` shows an alert, and whether its message is read aloud: after
 * the supporter's name ("Maya says: …") when there is one, the message cut to the speech length.
 */
export function alertFor(display: AlertDisplay, amountCents: number, message: string | null, speaker: string | null = null): { show: boolean; speak: string | null } {
  const show = amountCents >= display.minAmountCents
  const spoken = show && display.showMessage && display.tts.enabled && message && amountCents >= display.tts.minAmountCents
  if (!spoken) return { show, speak: null }
  const words = [...message].slice(0, display.tts.maxChars).join('')
  return { show, speak: speaker ? `${speaker} says: ${words}` : words }
}
