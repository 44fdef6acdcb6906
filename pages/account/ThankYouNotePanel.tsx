// The creator's thank-you note: what a fan reads on the thank-you page once their boost is paid.
import { useId, useState, type FormEvent } from 'react'
import { THANK_YOU_NOTE_MAX_LENGTH } from '../../core/creatorPage.ts'
import { useSetThankYouNote } from '../../ui/account/queries.ts'
import { FIELD_CLASS } from '../../ui/console/fieldClass.ts'
import { Panel } from '../../ui/console/Panel.tsx'
import { SaveRow } from '../../ui/console/SaveRow.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'

export function ThankYouNotePanel({ note: saved }: { note: string | null }) {
  const [note, setNote] = useState(saved ?? '')
  const save = useSetThankYouNote()
  const ids = { note: useId(), error: useId() }
  const error = save.isError ? (serverErrorText(save.error) ?? 'Not saved. Try again.') : null

  function submit(event: FormEvent) {
    event.preventDefault()
    save.mutate(note.trim() ? note : null)
  }

  return (
    <Panel title="Thank-you note" description="Fans read it on the thank-you page right after their boost is paid." data-thank-you-note-panel>
      <form onSubmit={submit} className="grid gap-3" aria-describedby={error ? ids.error : undefined}>
        <label htmlFor={ids.note} className="text-sm font-medium text-fg">
          Your note{' '}
          <span className="font-normal text-fg-subtle">
            ({note.length}/{THANK_YOU_NOTE_MAX_LENGTH})
          </span>
        </label>
        <textarea
          id={ids.note}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={THANK_YOU_NOTE_MAX_LENGTH}
          rows={3}
          placeholder="Thank you so much! Every boost keeps the stream going."
          className={FIELD_CLASS}
          aria-invalid={error ? true : undefined}
          data-thank-you-note-field
        />
        <SaveRow label="Save note" pending={save.isPending} saved={save.isSuccess} error={error} errorId={ids.error} errorMark="data-thank-you-note-error" />
      </form>
    </Panel>
  )
}
