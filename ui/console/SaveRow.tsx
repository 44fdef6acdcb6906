// The end of a console form: its error from the server (inline, announced), the submit button
// that says when it is saving, and a short "Saved" once it is.
import { Button } from '../Button.tsx'

export function SaveRow({
  label,
  pending,
  saved,
  savedText = 'Saved',
  error,
  errorId,
  errorMark,
}: {
  label: string
  pending: boolean
  saved: boolean
  savedText?: string
  error: string | null
  /** The error's id, for the form's aria-describedby. */
  errorId: string
  /** A data attribute naming the error, e.g. "data-profile-error". */
  errorMark: `data-${string}`
}) {
  return (
    <>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger" {...{ [errorMark]: '' }}>
          {error}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Saving…' : label}
        </Button>
        {saved ? (
          <span role="status" className="text-sm text-success">
            {savedText}
          </span>
        ) : null}
      </div>
    </>
  )
}
