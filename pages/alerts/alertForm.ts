// The alert form's state: the default look and each variant as the creator edits them (amounts as
// typed, times in seconds), read from the saved settings and turned back into a PUT's body and
// into the look the preview draws.
import type { AlertSound } from '../../core/alerts.ts'
import type { AlertLook } from '../../core/alertLook.ts'
import type { AlertSettingsWire } from '../../core/api/alerts.ts'
import type { CounterAccent } from '../../core/counter.ts'
import { type Currency, isSupportedCurrency } from '../../core/limits.ts'
import { toCents } from '../../core/money.ts'

export type LookForm = { template: string; sound: AlertSound; soundAsset: string | null; volume: number; image: string | null; accent: CounterAccent; seconds: number }
export type VariantForm = LookForm & { key: number; currency: Currency; minAmount: string }

type LookWire = Pick<AlertSettingsWire, 'template' | 'sound' | 'soundAsset' | 'volume' | 'image' | 'accent' | 'durationMs'>

let keys = 0

export function lookForm({ template, sound, soundAsset, volume, image, accent, durationMs }: LookWire): LookForm {
  return { template, sound, soundAsset, volume, image, accent, seconds: durationMs / 1000 }
}

export function variantForms(settings: AlertSettingsWire): VariantForm[] {
  return settings.variants.map((variant) => ({
    ...lookForm(variant),
    key: keys++,
    currency: isSupportedCurrency(variant.currency) ? variant.currency : 'usd',
    minAmount: String(variant.minAmount),
  }))
}

/** A new variant starts as a copy of the default look, from an amount above the others. */
export function newVariant(base: LookForm, existing: readonly VariantForm[]): VariantForm {
  const top = Math.max(0, ...existing.map((variant) => Number(variant.minAmount) || 0))
  return { ...base, key: keys++, currency: existing.at(-1)?.currency ?? 'usd', minAmount: String(top > 0 ? top * 2 : 20), accent: 'gold' }
}

export function lookInput({ seconds, ...look }: LookForm) {
  return { ...look, durationMs: Math.round(seconds * 1000) }
}

export function variantInput({ key: _key, minAmount, currency, ...variant }: VariantForm) {
  return { ...lookInput(variant), currency, minAmount: Number(minAmount) }
}

export function previewLook(look: LookForm): AlertLook {
  return lookInput(look)
}

/** The amount a preview or test of a variant shows: its threshold, in cents; 5.00 where it cannot be read. */
export function sampleCents(minAmount: string): number {
  const cents = toCents(minAmount)
  return cents && cents > 0 ? cents : 500
}
