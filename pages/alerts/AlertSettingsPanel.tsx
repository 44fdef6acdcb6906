// The alert settings: the smallest boost that alerts, how long an alert shows, its sound and
// volume, whether its message shows and is read aloud (from which amount, how many characters),
// and its accent. Saved together; every open overlay applies them at once.
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { PlayIcon } from '../../assets/icons.tsx'
import chimeUrl from '../../assets/sounds/chime.wav'
import coinUrl from '../../assets/sounds/coin.wav'
import powerUpUrl from '../../assets/sounds/power-up.wav'
import { ALERT_ACCENTS, ALERT_LIMITS, ALERT_SOUNDS, type AlertSound } from '../../core/alerts.ts'
import type { AlertSettingsWire } from '../../core/api/alerts.ts'
import { useUpdateAlertSettings } from '../../ui/alerts/queries.ts'
import { Button } from '../../ui/Button.tsx'
import { FIELD_CLASS } from '../../ui/console/fieldClass.ts'
import { Panel } from '../../ui/console/Panel.tsx'
import { SaveRow } from '../../ui/console/SaveRow.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'

const SOUND_NAMES: Record<AlertSound, string> = { 'power-up': 'Power-up', chime: 'Chime', coin: 'Coin', none: 'No sound' }
const SOUND_URLS: Partial<Record<AlertSound, string>> = { 'power-up': powerUpUrl, chime: chimeUrl, coin: coinUrl }
const ACCENT_SWATCHES = { green: '#22c55e', gold: '#f59e0b', magenta: '#d946ef' } as const

export function AlertSettingsPanel({ creatorId, settings }: { creatorId: string; settings: AlertSettingsWire }) {
  const [minAmount, setMinAmount] = useState(String(settings.minAmount))
  const [seconds, setSeconds] = useState(settings.durationMs / 1000)
  const [sound, setSound] = useState(settings.sound)
  const [volume, setVolume] = useState(settings.volume)
  const [showMessage, setShowMessage] = useState(settings.showMessage)
  const [ttsEnabled, setTtsEnabled] = useState(settings.tts.enabled)
  const [ttsMinAmount, setTtsMinAmount] = useState(String(settings.tts.minAmount))
  const [ttsMaxChars, setTtsMaxChars] = useState(String(settings.tts.maxChars))
  const [accent, setAccent] = useState(settings.accent)
  const update = useUpdateAlertSettings(creatorId)
  const ids = { min: useId(), seconds: useId(), sound: useId(), volume: useId(), ttsMin: useId(), ttsChars: useId(), error: useId() }
  const error = update.isError ? (serverErrorText(update.error) ?? 'Not saved. Try again.') : null

  function submit(event: FormEvent) {
    event.preventDefault()
    update.mutate({
      minAmount: Number(minAmount),
      durationMs: Math.round(seconds * 1000),
      sound,
      volume,
      showMessage,
      tts: { enabled: ttsEnabled, minAmount: Number(ttsMinAmount), maxChars: Number(ttsMaxChars) },
      accent,
    })
  }

  function preview() {
    const url = SOUND_URLS[sound]
    if (!url) return
    const audio = new Audio(url)
    audio.volume = volume / 100
    void audio.play().catch(() => {})
  }

  return (
    <Panel id="alert-settings" title="Alerts" description="Shown on every overlay of yours, one boost at a time." data-alert-settings="">
      <form onSubmit={submit} className="grid gap-5" aria-describedby={error ? ids.error : undefined}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={ids.min} label="Smallest boost that alerts" hint="In each boost’s own currency; 0 alerts every boost.">
            <input id={ids.min} value={minAmount} onChange={(event) => setMinAmount(event.target.value)} inputMode="decimal" className={FIELD_CLASS} aria-invalid={error ? true : undefined} />
          </Field>
          <Field id={ids.seconds} label={`On screen for ${seconds} s`}>
            <input
              id={ids.seconds}
              type="range"
              min={ALERT_LIMITS.durationMs.min / 1000}
              max={ALERT_LIMITS.durationMs.max / 1000}
              step={1}
              value={seconds}
              onChange={(event) => setSeconds(Number(event.target.value))}
              className="w-full accent-[var(--accent)]"
            />
          </Field>
          <Field id={ids.sound} label="Sound">
            <div className="flex gap-2">
              <select id={ids.sound} value={sound} onChange={(event) => setSound(event.target.value as AlertSound)} className={FIELD_CLASS}>
                {ALERT_SOUNDS.map((option) => (
                  <option key={option} value={option}>
                    {SOUND_NAMES[option]}
                  </option>
                ))}
              </select>
              <Button variant="secondary" size="sm" onClick={preview} disabled={sound === 'none'} aria-label={`Play ${SOUND_NAMES[sound]}`} className="h-auto">
                <PlayIcon size={14} />
              </Button>
            </div>
          </Field>
          <Field id={ids.volume} label={`Volume ${volume}%`}>
            <input id={ids.volume} type="range" min={0} max={100} step={5} value={volume} onChange={(event) => setVolume(Number(event.target.value))} className="w-full accent-[var(--accent)]" />
          </Field>
        </div>

        <fieldset className="grid gap-3 border-t border-line pt-4">
          <legend className="sr-only">Messages</legend>
          <Toggle checked={showMessage} onChange={setShowMessage} label="Show the supporter’s message" hint="In its public form: links removed, profanity and your blocked words masked." />
          <Toggle checked={ttsEnabled} onChange={setTtsEnabled} label="Read messages aloud" hint="The overlay’s own text-to-speech, at the alert’s volume." disabled={!showMessage} />
          {ttsEnabled && showMessage ? (
            <div className="grid gap-4 pl-8 sm:grid-cols-2">
              <Field id={ids.ttsMin} label="From a boost of">
                <input id={ids.ttsMin} value={ttsMinAmount} onChange={(event) => setTtsMinAmount(event.target.value)} inputMode="decimal" className={FIELD_CLASS} />
              </Field>
              <Field id={ids.ttsChars} label="Read at most (characters)">
                <input
                  id={ids.ttsChars}
                  type="number"
                  min={ALERT_LIMITS.ttsMaxChars.min}
                  max={ALERT_LIMITS.ttsMaxChars.max}
                  value={ttsMaxChars}
                  onChange={(event) => setTtsMaxChars(event.target.value)}
                  className={FIELD_CLASS}
                />
              </Field>
            </div>
          ) : null}
        </fieldset>

        <fieldset className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
          <legend className="mb-2 text-sm font-medium text-fg">Accent</legend>
          {ALERT_ACCENTS.map((option) => (
            <label key={option} className="relative flex cursor-pointer items-center gap-2 text-sm text-fg">
              <input type="radio" name="accent" value={option} checked={accent === option} onChange={() => setAccent(option)} className="peer sr-only" />
              <span
                className="block size-6 rounded-full ring-offset-2 ring-offset-surface peer-checked:ring-2 peer-checked:ring-fg peer-focus-visible:ring-2 peer-focus-visible:ring-accent"
                style={{ background: ACCENT_SWATCHES[option] }}
                aria-hidden="true"
              />
              <span className="capitalize">{option}</span>
            </label>
          ))}
        </fieldset>

        <SaveRow
          label="Save alerts"
          pending={update.isPending}
          saved={update.isSuccess}
          savedText="Saved: your overlays use it now"
          error={error}
          errorId={ids.error}
          errorMark="data-alert-settings-error"
        />
      </form>
    </Panel>
  )
}

export function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children}
      {hint ? <p className="text-xs text-fg-subtle">{hint}</p> : null}
    </div>
  )
}

export function Toggle({ checked, onChange, label, hint, disabled = false }: { checked: boolean; onChange(checked: boolean): void; label: string; hint?: string; disabled?: boolean }) {
  return (
    <label className={`flex items-start gap-3 ${disabled ? 'opacity-50' : 'cursor-pointer'}`}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} className="mt-0.5 size-5 shrink-0 accent-[var(--accent)]" />
      <span className="grid gap-0.5">
        <span className="text-sm font-medium text-fg">{label}</span>
        {hint ? <span className="text-xs text-fg-muted">{hint}</span> : null}
      </span>
    </label>
  )
}
