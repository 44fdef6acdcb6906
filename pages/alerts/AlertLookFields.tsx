// The fields of one alert look, the default one's or a variant's: its words (a template with
// tokens), how long it shows, its sound (built in or the creator's own) and volume, its image
// and its accent.
import { useId } from 'react'
import { PlayIcon } from '../../assets/icons.tsx'
import chimeUrl from '../../assets/sounds/chime.wav'
import coinUrl from '../../assets/sounds/coin.wav'
import powerUpUrl from '../../assets/sounds/power-up.wav'
import { ALERT_ACCENTS, ALERT_LIMITS, ALERT_SOUNDS, type AlertSound } from '../../core/alerts.ts'
import { assetUrl } from '../../core/alertLook.ts'
import { TEMPLATE_TOKENS, templateProblem } from '../../core/alertTemplate.ts'
import type { AlertAssetWire } from '../../core/api/alertAssets.ts'
import { Button } from '../../ui/Button.tsx'
import { FIELD_CLASS } from '../../ui/console/fieldClass.ts'
import type { LookForm } from './alertForm.ts'
import { Field } from './FormParts.tsx'

const SOUND_NAMES: Record<AlertSound, string> = { 'power-up': 'Power-up', chime: 'Chime', coin: 'Coin', none: 'No sound' }
const SOUND_URLS: Partial<Record<AlertSound, string>> = { 'power-up': powerUpUrl, chime: chimeUrl, coin: coinUrl }
const ACCENT_SWATCHES = { green: '#22c55e', gold: '#f59e0b', magenta: '#d946ef' } as const
const FILE = 'file:'
const TOKENS_HINT = `Tokens: ${TEMPLATE_TOKENS.map((token) => `{${token}}`).join(' ')} (months of a monthly boost). They show as plain text.`

type Props = { creatorId: string; look: LookForm; onChange(patch: Partial<LookForm>): void; assets: readonly AlertAssetWire[]; name: string }

export function AlertLookFields({ creatorId, look, onChange, assets, name }: Props) {
  const ids = { template: useId(), seconds: useId(), sound: useId(), volume: useId(), image: useId() }
  const problem = templateProblem(look.template)
  const sounds = assets.filter((asset) => asset.kind === 'sound')
  const images = assets.filter((asset) => asset.kind === 'image')
  const soundName = look.soundAsset ? (sounds.find((asset) => asset.id === look.soundAsset)?.name ?? 'your sound') : SOUND_NAMES[look.sound]

  function play() {
    const url = look.soundAsset ? assetUrl(creatorId, look.soundAsset) : SOUND_URLS[look.sound]
    if (!url) return
    const audio = new Audio(url)
    audio.volume = look.volume / 100
    void audio.play().catch(() => {})
  }

  return (
    <div className="grid gap-4">
      <Field id={ids.template} label="Alert text" hint={problem ? `This text ${problem}.` : TOKENS_HINT} invalid={problem !== null}>
        <input id={ids.template} value={look.template} onChange={(event) => onChange({ template: event.target.value })} className={FIELD_CLASS} aria-invalid={problem ? true : undefined} maxLength={200} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={ids.seconds} label={`On screen for ${look.seconds} s`}>
          <input
            id={ids.seconds}
            type="range"
            min={ALERT_LIMITS.durationMs.min / 1000}
            max={ALERT_LIMITS.durationMs.max / 1000}
            step={1}
            value={look.seconds}
            onChange={(event) => onChange({ seconds: Number(event.target.value) })}
            className="w-full accent-[var(--accent)]"
          />
        </Field>
        <Field id={ids.sound} label="Sound">
          <div className="flex gap-2">
            <select
              id={ids.sound}
              value={look.soundAsset ? `${FILE}${look.soundAsset}` : look.sound}
              onChange={(event) => {
                const value = event.target.value
                onChange(value.startsWith(FILE) ? { soundAsset: value.slice(FILE.length) } : { sound: value as AlertSound, soundAsset: null })
              }}
              className={FIELD_CLASS}
            >
              {ALERT_SOUNDS.map((option) => (
                <option key={option} value={option}>
                  {SOUND_NAMES[option]}
                </option>
              ))}
              {sounds.length > 0 ? (
                <optgroup label="Your sounds">
                  {sounds.map((asset) => (
                    <option key={asset.id} value={`${FILE}${asset.id}`}>
                      {asset.name}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </select>
            <Button variant="secondary" size="sm" onClick={play} disabled={!look.soundAsset && look.sound === 'none'} aria-label={`Play ${soundName}`} className="h-auto">
              <PlayIcon size={14} />
            </Button>
          </div>
        </Field>
        <Field id={ids.volume} label={`Volume ${look.volume}%`}>
          <input id={ids.volume} type="range" min={0} max={100} step={5} value={look.volume} onChange={(event) => onChange({ volume: Number(event.target.value) })} className="w-full accent-[var(--accent)]" />
        </Field>
        <Field id={ids.image} label="Image" hint={images.length === 0 ? 'Upload a PNG, JPEG, WebP or GIF below to use one.' : undefined}>
          <select id={ids.image} value={look.image ?? ''} onChange={(event) => onChange({ image: event.target.value || null })} className={FIELD_CLASS}>
            <option value="">No image (the bolt)</option>
            {images.map((asset) => (
              <option key={asset.id} value={asset.id}>
                {asset.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="mb-2 text-sm font-medium text-fg">Accent</legend>
        {ALERT_ACCENTS.map((option) => (
          <label key={option} className="relative flex cursor-pointer items-center gap-2 text-sm text-fg">
            <input type="radio" name={name} value={option} checked={look.accent === option} onChange={() => onChange({ accent: option })} className="peer sr-only" />
            <span
              className="block size-6 rounded-full ring-offset-2 ring-offset-surface peer-checked:ring-2 peer-checked:ring-fg peer-focus-visible:ring-2 peer-focus-visible:ring-accent"
              style={{ background: ACCENT_SWATCHES[option] }}
              aria-hidden="true"
            />
            <span className="capitalize">{option}</span>
          </label>
        ))}
      </fieldset>
    </div>
  )
}
