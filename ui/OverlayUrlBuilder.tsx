// Builds the /porthole overlay URL a streamer pastes into OBS as a browser source.
import { useId, useState } from 'react'
import { COUNTER_ACCENTS, type CounterAccent, OVERLAY_METRICS, type OverlayMetric } from '../core/counter.ts'
import { isCreatorId } from '../core/ids.ts'
import { CopyButton } from './CopyButton.tsx'

/** The porthole shows these styles; flip and dot are porthole-only. */
const OVERLAY_MODES = ['led', 'digital', 'block', 'flip', 'dot'] as const
type OverlayMode = (typeof OVERLAY_MODES)[number]

function overlayUrl(origin: string, { metric, mode, accent, creator }: { metric: OverlayMetric; mode: OverlayMode; accent: CounterAccent; creator: string }): string {
  const query = new URLSearchParams({ overlay: '1', metric, mode, accent })
  if (creator) query.set('creator', creator)
  return `${origin}/porthole?${query.toString()}`
}

export function OverlayUrlBuilder({ origin }: { origin: string }) {
  const id = useId()
  const [metric, setMetric] = useState<OverlayMetric>('boosts')
  const [mode, setMode] = useState<OverlayMode>('led')
  const [accent, setAccent] = useState<CounterAccent>('green')
  const [creator, setCreator] = useState('your-creator-id')
  const creatorValid = creator === '' || isCreatorId(creator)
  const url = overlayUrl(origin, { metric, mode, accent, creator: creatorValid ? creator : '' })
  const select =
    'mt-1.5 h-10 w-full rounded-xl border border-line-strong bg-surface px-3 text-sm text-fg shadow-soft focus-visible:border-accent'
  return (
    <div className="not-prose my-6 rounded-2xl border border-line bg-surface p-5 shadow-soft" data-overlay-builder>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <label className="text-xs font-medium text-fg-muted" htmlFor={`${id}-metric`}>
          Metric
          <select id={`${id}-metric`} className={select} value={metric} onChange={(event) => setMetric(event.target.value as OverlayMetric)}>
            {OVERLAY_METRICS.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label className="text-xs font-medium text-fg-muted" htmlFor={`${id}-mode`}>
          Style
          <select id={`${id}-mode`} className={select} value={mode} onChange={(event) => setMode(event.target.value as OverlayMode)}>
            {OVERLAY_MODES.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label className="text-xs font-medium text-fg-muted" htmlFor={`${id}-accent`}>
          Accent
          <select id={`${id}-accent`} className={select} value={accent} onChange={(event) => setAccent(event.target.value as CounterAccent)}>
            {COUNTER_ACCENTS.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label className="text-xs font-medium text-fg-muted" htmlFor={`${id}-creator`}>
          Creator id
          <input
            id={`${id}-creator`}
            className={`${select} font-mono`}
            value={creator}
            spellCheck={false}
            aria-invalid={!creatorValid}
            aria-describedby={creatorValid ? undefined : `${id}-creator-error`}
            onChange={(event) => setCreator(event.target.value.trim())}
          />
        </label>
      </div>
      {creatorValid ? null : (
        <p id={`${id}-creator-error`} className="mt-2 text-xs text-danger">
          A creator id is 3 to 64 characters of a–z, 0–9, _ and -. Leave it empty for the whole platform.
        </p>
      )}
      <div className="mt-4 flex items-center gap-2 rounded-xl border border-line bg-bg-subtle p-1.5 pl-3">
        <code className="min-w-0 flex-1 truncate font-mono text-xs text-fg" data-overlay-url>
          {url}
        </code>
        <CopyButton text={url} label="Copy URL" tone="light" />
      </div>
    </div>
  )
}
