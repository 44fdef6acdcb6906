// Moderation: the creator's own blocked words (masked in every message, on top of the maintained
// profanity list) and whether messages wait for their review before any fan sees them.
import { useId, useState, type FormEvent } from 'react'
import { ALERT_LIMITS } from '../../core/alerts.ts'
import type { AlertSettingsWire } from '../../core/api/alerts.ts'
import { useUpdateAlertSettings } from '../../ui/alerts/queries.ts'
import { FIELD_CLASS } from '../../ui/console/fieldClass.ts'
import { Panel } from '../../ui/console/Panel.tsx'
import { SaveRow } from '../../ui/console/SaveRow.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'
import { Toggle } from './FormParts.tsx'

/** One word or phrase per line, or separated by commas. */
const wordsOf = (text: string) => text.split(/[\n,]/).map((word) => word.trim()).filter(Boolean)

export function ModerationPanel({ creatorId, settings }: { creatorId: string; settings: AlertSettingsWire }) {
  const [words, setWords] = useState(settings.blockedWords.join('\n'))
  const [hold, setHold] = useState(settings.holdForReview)
  const update = useUpdateAlertSettings(creatorId)
  const ids = { words: useId(), error: useId() }
  const error = update.isError ? (serverErrorText(update.error) ?? 'Not saved. Try again.') : null

  function submit(event: FormEvent) {
    event.preventDefault()
    update.mutate({ blockedWords: wordsOf(words), holdForReview: hold })
  }

  return (
    <Panel id="moderation" title="Moderation" description="Every message passes this before your overlay, your page or any fan sees it. Boosts always count." data-moderation="">
      <form onSubmit={submit} className="grid gap-4">
        <p className="text-sm text-fg-muted">Links are removed and profanity is masked (also spelled “fuuuck” or “ƒuck”). You always see messages as they were written.</p>
        <div className="grid gap-1.5">
          <label htmlFor={ids.words} className="text-sm font-medium text-fg">
            Blocked words <span className="font-normal text-fg-subtle">(one per line; up to {ALERT_LIMITS.blockedWords})</span>
          </label>
          <textarea
            id={ids.words}
            value={words}
            onChange={(event) => setWords(event.target.value)}
            rows={4}
            className={FIELD_CLASS}
            placeholder={'spoilers\nmy real name'}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
          />
        </div>
        <Toggle checked={hold} onChange={setHold} label="Hold messages for my review" hint="A held message shows nowhere until you approve it; its boost counts and moves your numbers at once." />
        <SaveRow label="Save moderation" pending={update.isPending} saved={update.isSuccess} error={error} errorId={ids.error} errorMark="data-moderation-error" />
      </form>
    </Panel>
  )
}
