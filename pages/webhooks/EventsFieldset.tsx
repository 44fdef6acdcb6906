// The events an endpoint receives, as checkboxes: in the add form and when an endpoint's events are changed.
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../core/webhooks.ts'

export function EventsFieldset({ events, onChange, legend = 'Events' }: { events: WebhookEvent[]; onChange: (events: WebhookEvent[]) => void; legend?: string }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-fg">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {WEBHOOK_EVENTS.map((name) => (
          <label key={name} className="inline-flex min-h-8 items-center gap-2 font-mono text-sm text-fg">
            <input
              type="checkbox"
              className="size-4 accent-[var(--accent)]"
              checked={events.includes(name)}
              onChange={(event) => onChange(event.target.checked ? [...events, name] : events.filter((other) => other !== name))}
              data-webhook-event={name}
            />
            {name}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
