// The porthole: a six-digit counter in every style (LED, digital, block, flip, dot) and
// accent (green, gold, magenta), driven by buttons from -1000 to +1000 (never below 0, from
// 12345); the live platform counters for XP, boosts and revenue in the same style; power-up sounds
// (off by default); a compact mode; and the overlay URL for streamers. The style, accent and
// compact choice live in the address, so a porthole can be linked as it is set up. The page's one
// island (./+Page.tsx): compact mode restyles the headline too, so it runs whole.
import { useEffect, useId, useState, type ReactNode } from 'react'
import { ArrowUpRightIcon, GaugeIcon, PlayIcon } from '../../../assets/icons.tsx'
import { COUNTER_ACCENTS, metricValue, type CounterAccent, type CounterMetric } from '../../../core/counter.ts'
import { formatCount } from '../../../core/format.ts'
import { CounterDisplay } from '../../../ui/counter/CounterDisplay.tsx'
import { DISPLAY_MODE_LABELS, DISPLAY_MODES, isDisplayMode, type DisplayMode } from '../../../ui/counter/displayModes.ts'
import { LiveCounter } from '../../../ui/counter/LiveCounter.tsx'
import { useLiveStats } from '../../../ui/counter/useLiveStats.ts'
import { OverlayUrlBuilder } from '../../../ui/OverlayUrlBuilder.tsx'
import { usePublicOrigin } from '../../../ui/usePublicOrigin.ts'
import { soundStep } from '../powerUp.ts'
import { usePowerUpOnCrossing, usePowerUpSound } from '../usePowerUpSound.ts'

const DEMO_START = 12345
const STEPS = [-1000, -100, -10, 10, 100, 1000]
const LIVE_METRICS: CounterMetric[] = ['xp', 'boosts', 'revenue']

const ACCENT_SWATCHES: Record<CounterAccent, string> = {
  green: '#3ef08a',
  gold: '#ffc43d',
  magenta: '#ff4fd8',
}

/** The style, accent and compact choice a porthole opens with: its address's, read on the server. */
export type PortholeSetup = { mode: DisplayMode; accent: CounterAccent; compact: boolean }

/** The setup in a porthole's query string, each choice falling back to its default. */
export function portholeSetup(search: Record<string, string>): PortholeSetup {
  return {
    mode: isDisplayMode(search.mode) ? search.mode : 'led',
    accent: (COUNTER_ACCENTS as readonly string[]).includes(search.accent ?? '') ? (search.accent as CounterAccent) : 'green',
    compact: search.compact === '1',
  }
}

export function Porthole(setup: PortholeSetup) {
  const [mode, setMode] = useState(setup.mode)
  const [accent, setAccent] = useState(setup.accent)
  const [compact, setCompact] = useState(setup.compact)
  const [sounds, setSounds] = useState(false)
  const [value, setValue] = useState(DEMO_START)
  const origin = usePublicOrigin()

  const play = usePowerUpSound(sounds)
  usePowerUpOnCrossing(value, soundStep('demo'), play)
  const live = useLiveStats()
  usePowerUpOnCrossing(live.stats ? metricValue(live.stats, 'xp') : null, soundStep('xp'), play)
  usePowerUpOnCrossing(live.stats ? metricValue(live.stats, 'boosts') : null, soundStep('boosts'), play)
  usePowerUpOnCrossing(live.stats ? metricValue(live.stats, 'revenue') : null, soundStep('revenue'), play)

  // Keep the address in step with the choices (defaults left out), without adding history entries.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const choices: Array<[string, string | null]> = [
      ['mode', mode === 'led' ? null : mode],
      ['accent', accent === 'green' ? null : accent],
      ['compact', compact ? '1' : null],
    ]
    for (const [name, value] of choices) {
      if (value === null) params.delete(name)
      else params.set(name, value)
    }
    const search = params.toString()
    const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url)
  }, [mode, accent, compact])

  return (
    <div data-porthole data-compact={compact}>
      <section className="relative overflow-hidden" aria-labelledby="porthole-title">
        <div className="pointer-events-none absolute inset-0 -z-10 bg-grid" aria-hidden="true" />
        <div className={`container-boost ${compact ? 'pt-8 pb-4' : 'pt-14 pb-8 sm:pt-20'}`}>
          <p className="text-sm font-semibold text-accent-text">Live counter showcase</p>
          <h1 id="porthole-title" className={`mt-3 font-semibold text-fg ${compact ? 'text-3xl tracking-tight' : 'text-title'}`}>
            Porthole Counter
          </h1>
          {compact ? null : (
            <p className="mt-4 max-w-2xl text-lg leading-relaxed text-fg-muted">
              Six digits, five styles, three accents. Try them on the demo counter, watch the platform’s live numbers below, then put one on your
              stream.
            </p>
          )}
        </div>
      </section>

      <section className="container-boost grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-label="Demo counter">
        <div className="min-w-0" data-porthole-demo>
          <CounterDisplay value={value} label="Demo counter" mode={mode} accent={accent} size={compact ? 'md' : 'lg'} status={<SoundStatus on={sounds} />} />
          <div className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-6" role="group" aria-label="Change the demo counter">
            {STEPS.map((step) => {
              const label = `${step > 0 ? '+' : '−'}${formatCount(Math.abs(step))}`
              return (
                <button
                  key={step}
                  type="button"
                  data-step={step}
                  disabled={step < 0 && value === 0}
                  onClick={() => setValue((current) => Math.max(0, current + step))}
                  className={`h-11 rounded-xl border font-mono text-sm font-semibold tabular-nums shadow-soft transition active:translate-y-px disabled:cursor-not-allowed disabled:opacity-40 ${
                    step > 0
                      ? 'border-success/30 bg-success-soft text-success hover:border-success/60'
                      : 'border-line-strong bg-surface text-fg hover:bg-surface-2'
                  }`}
                >
                  {label}
                </button>
              )
            })}
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-xs text-fg-subtle">
            <span>Never below zero. Digits that change glow; the frame pulses.</span>
            <button type="button" onClick={() => setValue(DEMO_START)} className="font-medium text-accent-text hover:underline" data-reset>
              Reset to {formatCount(DEMO_START)}
            </button>
          </div>
        </div>

        <aside className="grid grid-cols-1 gap-5 rounded-3xl border border-line bg-surface p-5 shadow-soft" aria-label="Counter settings">
          <Choice legend="Style">
            {DISPLAY_MODES.map((option) => (
              <ChoiceOption key={option} name="mode" value={option} checked={mode === option} onChange={() => setMode(option)}>
                {DISPLAY_MODE_LABELS[option]}
              </ChoiceOption>
            ))}
          </Choice>
          <Choice legend="Accent">
            {COUNTER_ACCENTS.map((option) => (
              <ChoiceOption key={option} name="accent" value={option} checked={accent === option} onChange={() => setAccent(option)}>
                <span className="size-3 rounded-full shadow-[0_0_8px_currentColor]" style={{ background: ACCENT_SWATCHES[option], color: ACCENT_SWATCHES[option] }} aria-hidden="true" />
                <span className="capitalize">{option}</span>
              </ChoiceOption>
            ))}
          </Choice>
          <div className="grid grid-cols-1 gap-3 border-t border-line pt-5">
            <Switch
              checked={sounds}
              onChange={setSounds}
              label="Sounds"
              hint="A power-up every 1,000 XP, or every 100 on the other counters"
              data-sounds
            />
            <Switch checked={compact} onChange={setCompact} label="Compact mode" hint="Smaller counters, less text" data-compact-toggle />
          </div>
        </aside>
      </section>

      <section className={`container-boost ${compact ? 'mt-8' : 'mt-16'}`} aria-labelledby="live-title">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="live-title" className="flex items-center gap-2 text-2xl font-semibold tracking-tight text-fg">
              <GaugeIcon size={22} className="text-accent-text" />
              Live on the platform
            </h2>
            {compact ? null : <p className="mt-2 max-w-2xl text-fg-muted">Every boost on Boost, the moment its payment clears: XP earned, boosts sent and revenue in dollars.</p>}
          </div>
        </div>
        <div className={`mt-6 grid gap-4 ${compact ? 'grid-cols-1 sm:grid-cols-3' : 'grid-cols-1 lg:grid-cols-3'}`}>
          {LIVE_METRICS.map((metric) => (
            <LiveCounter key={metric} metric={metric} mode={mode} accent={accent} size={compact ? 'sm' : 'md'} />
          ))}
        </div>
      </section>

      {compact ? null : (
        <section className="container-boost mt-16" aria-labelledby="overlay-title">
          <div className="rounded-3xl border border-line bg-bg-subtle p-6 sm:p-8">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div className="max-w-2xl">
                <h2 id="overlay-title" className="flex items-center gap-2 text-2xl font-semibold tracking-tight text-fg">
                  <PlayIcon size={20} className="text-accent-text" />
                  Put it on your stream
                </h2>
                <p className="mt-2 text-fg-muted">
                  Add a Browser source in OBS with this URL: just the counter on a transparent background, following your boosts live, with an alert
                  for each new one.
                </p>
              </div>
              <a
                href={`/porthole?overlay=1&metric=boosts&mode=${mode}&accent=${accent}`}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-text hover:underline"
              >
                Preview the overlay <ArrowUpRightIcon size={16} />
              </a>
            </div>
            <OverlayUrlBuilder origin={origin} />
          </div>
        </section>
      )}
    </div>
  )
}

function SoundStatus({ on }: { on: boolean }) {
  return (
    <span className={`inline-flex items-center gap-1.5 normal-case tracking-normal ${on ? 'text-emerald-400' : 'text-white/60'}`}>
      <SpeakerIcon muted={!on} />
      <span className="text-[0.6875rem] font-medium">{on ? 'Sound on' : 'Muted'}</span>
    </span>
  )
}

function Choice({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-xs font-semibold tracking-[0.12em] text-fg-subtle uppercase">{legend}</legend>
      <div className="mt-2.5 flex flex-wrap gap-1.5">{children}</div>
    </fieldset>
  )
}

function ChoiceOption({ name, value, checked, onChange, children }: { name: string; value: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label
      className={`inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring ${
        checked ? 'border-accent bg-accent-soft text-accent-text' : 'border-line-strong bg-surface text-fg-muted hover:text-fg'
      }`}
    >
      <input type="radio" className="sr-only" name={name} value={value} checked={checked} onChange={onChange} data-choice={`${name}-${value}`} />
      {children}
    </label>
  )
}

function Switch({ checked, onChange, label, hint, ...rest }: { checked: boolean; onChange: (next: boolean) => void; label: string; hint: string } & Record<`data-${string}`, boolean>) {
  const id = useId()
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-fg">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-fg-subtle">
          {hint}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!checked)}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${checked ? 'bg-accent' : 'bg-line-strong'}`}
        {...rest}
      >
        <span className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5.5' : 'translate-x-0.5'}`} />
      </button>
    </div>
  )
}

function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width={13} height={13} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 9.5h3.5L12 5v14l-4.5-4.5H4z" />
      {muted ? <path d="m16 9.5 5 5m0-5-5 5" /> : <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" />}
    </svg>
  )
}
