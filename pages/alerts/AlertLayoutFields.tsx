// Where alerts show on the stream and how big: nine places on a small screen to pick from, a size
// from 50 to 200%, and whether the overlay shows the counter too.
import { useId } from 'react'
import { ALERT_LIMITS } from '../../core/alerts.ts'
import { ALERT_POSITIONS, type AlertLayout, type AlertPosition } from '../../core/alertLook.ts'
import { Field, Toggle } from './FormParts.tsx'

const PLACE_NAMES: Record<AlertPosition, string> = {
  'top-left': 'Top left (under the counter)',
  'top-center': 'Top centre',
  'top-right': 'Top right',
  'middle-left': 'Middle left',
  center: 'Centre',
  'middle-right': 'Middle right',
  'bottom-left': 'Bottom left',
  'bottom-center': 'Bottom centre',
  'bottom-right': 'Bottom right',
}

export function AlertLayoutFields({ layout, onChange }: { layout: AlertLayout; onChange(patch: Partial<AlertLayout>): void }) {
  const scaleId = useId()
  return (
    <fieldset className="grid gap-4 border-t border-line pt-4" data-alert-layout>
      <legend className="sr-only">Layout</legend>
      <h3 className="text-sm font-semibold text-fg">On screen</h3>
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-fg">Position</legend>
          <div className="grid w-max grid-cols-3 gap-1.5 rounded-xl border border-line bg-bg-subtle p-2">
            {ALERT_POSITIONS.map((position) => (
              <label key={position} className="relative grid size-9 cursor-pointer place-items-center rounded-md" title={PLACE_NAMES[position]}>
                <input type="radio" name="alert-position" value={position} checked={layout.position === position} onChange={() => onChange({ position })} aria-label={PLACE_NAMES[position]} className="peer absolute inset-0 m-0 cursor-pointer opacity-0" />
                <span
                  aria-hidden="true"
                  className="pointer-events-none block size-4 rounded-sm border border-line-strong bg-surface peer-checked:border-accent peer-checked:bg-accent peer-focus-visible:ring-2 peer-focus-visible:ring-accent peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-surface"
                />
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4">
          <Field id={scaleId} label={`Size ${layout.scale}%`} hint="Set the browser source to your canvas (1920 × 1080 or 1280 × 720): nothing to crop.">
            <input
              id={scaleId}
              type="range"
              min={ALERT_LIMITS.scale.min}
              max={ALERT_LIMITS.scale.max}
              step={10}
              value={layout.scale}
              onChange={(event) => onChange({ scale: Number(event.target.value) })}
              className="w-full accent-[var(--accent)]"
            />
          </Field>
          <Toggle checked={layout.showCounter} onChange={(showCounter) => onChange({ showCounter })} label="Show the counter on the overlay" hint="Off: the overlay shows alerts alone." />
        </div>
      </div>
    </fieldset>
  )
}
