// The console's "Your page" panel: the creator's page address and QR, and the name, bio and
// avatar colour it shows; then their goal, a total or a monthly one: set, edit or end it.
import { useId, useState, type FormEvent } from 'react'
import type { CreatorResponse } from '../../core/api/payments.ts'
import { BIO_MAX_LENGTH, GOAL_TITLE_MAX_LENGTH, type GoalKind, initialsOf, PROFILE_COLOR_NAMES, PROFILE_COLORS, type ProfileColor } from '../../core/creatorPage.ts'
import { SUPPORTED_CURRENCIES } from '../../core/limits.ts'
import { parseMoney } from '../../core/moneyInput.ts'
import { Button } from '../../ui/Button.tsx'
import { FIELD_CLASS } from '../../ui/console/fieldClass.ts'
import { Panel } from '../../ui/console/Panel.tsx'
import { SaveRow } from '../../ui/console/SaveRow.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'
import { CopyButton } from '../../ui/CopyButton.tsx'
import { GoalBar } from '../../ui/creators/GoalBar.tsx'
import { useEndGoal, useSetGoal, useUpdateProfile } from '../../ui/creators/pageQueries.ts'
import { useCreator } from '../../ui/creators/queries.ts'
import { QrCode } from '../../ui/QrCode.tsx'
import { usePublicOrigin } from '../../ui/usePublicOrigin.ts'

const FIELD = FIELD_CLASS

export function YourPagePanel({ creatorId }: { creatorId: string }) {
  const creator = useCreator(creatorId)
  const origin = usePublicOrigin()
  const pageUrl = `${origin}/c/${creatorId}`
  if (!creator.data) return null
  return (
    <Panel id="your-page" className="xl:col-span-2" title="Your page" description="A page of your own to share: in a stream panel, a bio or a video description." data-your-page="">
      <div className="grid gap-6">
        {creator.data.connected ? (
          <div className="flex flex-wrap items-center gap-4">
            <QrCode text={pageUrl} label={`QR code of ${pageUrl}`} className="size-24 rounded-lg" />
            <div className="grid min-w-0 justify-items-start gap-2">
              <a href={`/c/${creatorId}`} className="font-mono text-sm text-accent-text [overflow-wrap:anywhere] hover:underline" data-page-url>
                {pageUrl}
              </a>
              <CopyButton text={pageUrl} label="Copy link" tone="light" />
            </div>
          </div>
        ) : (
          <p className="text-sm text-fg-muted">Your page goes live once your payout account is connected.</p>
        )}
        <ProfileForm creatorId={creatorId} creator={creator.data} />
        <GoalForm creatorId={creatorId} creator={creator.data} />
      </div>
    </Panel>
  )
}

function ProfileForm({ creatorId, creator }: { creatorId: string; creator: CreatorResponse }) {
  const [name, setName] = useState(creator.name ?? '')
  const [bio, setBio] = useState(creator.bio ?? '')
  const [color, setColor] = useState<ProfileColor>(creator.color)
  const update = useUpdateProfile(creatorId)
  const ids = { name: useId(), bio: useId(), error: useId() }
  const error = update.isError ? (serverErrorText(update.error) ?? 'Not saved. Try again.') : null

  function submit(event: FormEvent) {
    event.preventDefault()
    update.mutate({ name: name.trim() ? name : null, bio: bio.trim() ? bio : null, color })
  }

  return (
    <form onSubmit={submit} className="grid gap-3" aria-describedby={error ? ids.error : undefined} data-profile-form>
      <div className="flex items-center gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl text-lg font-bold text-white" style={{ background: PROFILE_COLORS[color] }} aria-hidden="true">
          {initialsOf(name.trim() || creatorId)}
        </span>
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">Avatar colour</legend>
          {PROFILE_COLOR_NAMES.map((option) => (
            <label key={option} className="relative">
              <input type="radio" name="color" value={option} checked={color === option} onChange={() => setColor(option)} className="peer sr-only" />
              <span
                className="block size-7 rounded-full ring-offset-2 ring-offset-surface peer-checked:ring-2 peer-checked:ring-fg peer-focus-visible:ring-2 peer-focus-visible:ring-accent"
                style={{ background: PROFILE_COLORS[option] }}
                title={option}
              />
              <span className="sr-only">{option}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <label htmlFor={ids.name} className="text-sm font-medium text-fg">
        Name
      </label>
      <input id={ids.name} value={name} onChange={(event) => setName(event.target.value)} maxLength={120} placeholder={creatorId} className={FIELD} />
      <label htmlFor={ids.bio} className="text-sm font-medium text-fg">
        Bio <span className="font-normal text-fg-subtle">({bio.length}/{BIO_MAX_LENGTH})</span>
      </label>
      <textarea id={ids.bio} value={bio} onChange={(event) => setBio(event.target.value)} maxLength={BIO_MAX_LENGTH} rows={3} className={FIELD} aria-invalid={error ? true : undefined} />
      <SaveRow label="Save page" pending={update.isPending} saved={update.isSuccess} error={error} errorId={ids.error} errorMark="data-profile-error" />
    </form>
  )
}

function GoalForm({ creatorId, creator }: { creatorId: string; creator: CreatorResponse }) {
  const goal = creator.goal
  const [title, setTitle] = useState(goal?.title ?? '')
  const [target, setTarget] = useState(goal ? String(goal.targetCents / 100) : '')
  const [currency, setCurrency] = useState(goal?.currency ?? 'usd')
  const [kind, setKind] = useState<GoalKind>(goal?.kind ?? 'total')
  const [endsOn, setEndsOn] = useState(goal?.endsAt?.slice(0, 10) ?? '')
  const setGoal = useSetGoal(creatorId)
  const endGoal = useEndGoal(creatorId)
  const ids = { title: useId(), target: useId(), currency: useId(), ends: useId(), error: useId(), hint: useId() }
  // The target is read here as the server reads it (core/moneyInput.ts), so a typo is explained before anything is sent.
  const [targetError, setTargetError] = useState<string | null>(null)
  const error = targetError ?? (setGoal.isError ? (serverErrorText(setGoal.error) ?? 'The goal was not saved. Try again.') : null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const read = parseMoney(target, currency)
    setTargetError('error' in read ? read.error : null)
    if ('error' in read) return
    setGoal.mutate({ title, target, currency, kind, endsAt: endsOn ? new Date(`${endsOn}T23:59:59Z`).toISOString() : null })
  }

  return (
    <form onSubmit={submit} className="grid gap-3 border-t border-line pt-5" data-goal-form>
      <h3 className="text-sm font-semibold text-fg">Goal</h3>
      {goal ? <GoalBar goal={goal} color={PROFILE_COLORS[creator.color]} /> : <p className="text-sm text-fg-muted">No goal yet: “$500 for a new mic” gives fans something to fill.</p>}
      <label htmlFor={ids.title} className="text-sm font-medium text-fg">
        Title
      </label>
      <input id={ids.title} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={GOAL_TITLE_MAX_LENGTH} className={FIELD} required />
      <GoalKindChoice kind={kind} onChange={setKind} />
      {/* On a phone the amount and its currency share a row and the end date takes its own: a date field does not shrink below its picker. */}
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-x-3 gap-y-3 sm:grid-cols-[minmax(0,1fr)_7rem_minmax(0,1fr)]">
        <div className="grid content-start gap-1">
          <label htmlFor={ids.target} className="text-sm font-medium text-fg">
            Target
          </label>
          <input
            id={ids.target}
            value={target}
            onChange={(event) => {
              setTarget(event.target.value)
              setTargetError(null)
            }}
            inputMode="decimal"
            placeholder="500"
            className={FIELD}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          />
        </div>
        <div className="grid content-start gap-1">
          <label htmlFor={ids.currency} className="text-sm font-medium text-fg">
            Currency
          </label>
          <select id={ids.currency} value={currency} onChange={(event) => setCurrency(event.target.value)} className={FIELD}>
            {SUPPORTED_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
        <p id={ids.hint} className="col-span-2 -mt-1.5 text-xs text-fg-subtle sm:order-last sm:col-span-3">
          Type it as you write money: 500, $1,000 or 1.000,50.
        </p>
        <div className="col-span-2 grid content-start gap-1 sm:col-span-1">
          <label htmlFor={ids.ends} className="text-sm font-medium text-fg">
            Ends <span className="font-normal text-fg-subtle">(optional)</span>
          </label>
          <input id={ids.ends} type="date" value={endsOn} onChange={(event) => setEndsOn(event.target.value)} className={FIELD} />
        </div>
      </div>
      {error ? (
        <p id={ids.error} role="alert" className="text-sm text-danger" data-goal-error>
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={setGoal.isPending}>
          {goal ? 'Update goal' : 'Set goal'}
        </Button>
        {goal ? (
          <Button size="sm" variant="ghost" onClick={() => endGoal.mutate()} disabled={endGoal.isPending}>
            End goal
          </Button>
        ) : null}
      </div>
    </form>
  )
}

const KIND_CHOICES: { kind: GoalKind; label: string; hint: string }[] = [
  { kind: 'total', label: 'Total', hint: 'Counts every boost from now on: “$500 for a new mic”.' },
  { kind: 'monthly', label: 'Monthly', hint: 'Counts what monthly boosts bring each month: “$500 a month”.' },
]

/** Whether the goal counts everything raised from now on, or what monthly boosts bring each month. */
function GoalKindChoice({ kind, onChange }: { kind: GoalKind; onChange: (kind: GoalKind) => void }) {
  const id = useId()
  return (
    <fieldset className="grid gap-1.5" aria-describedby={`${id}-hint`} data-goal-kind>
      <legend className="mb-1.5 text-sm font-medium text-fg">Counts</legend>
      <span className="inline-flex w-fit rounded-full border border-line bg-surface p-0.5">
        {KIND_CHOICES.map((choice) => (
          <label
            key={choice.kind}
            className="cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold text-fg-muted transition has-checked:bg-accent has-checked:text-accent-fg has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input type="radio" name={`${id}-kind`} value={choice.kind} checked={kind === choice.kind} onChange={() => onChange(choice.kind)} className="sr-only" />
            {choice.label}
          </label>
        ))}
      </span>
      <p id={`${id}-hint`} className="text-xs text-fg-subtle">
        {KIND_CHOICES.find((choice) => choice.kind === kind)?.hint}
      </p>
    </fieldset>
  )
}
