// /onboard: connect a creator ID to a Stripe account. Idle → "Creating
// onboarding link..." → "Redirecting to Stripe onboarding..." and off to Stripe, or the error;
// Stripe sends the creator back with ?state=done or ?state=retry.
import { useId, useState, type FormEvent } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { AlertIcon, ArrowRightIcon, CheckIcon, LockIcon } from '../../assets/icons.tsx'
import { PLATFORM_FEE_LABEL } from '../../core/fees.ts'
import { isCreatorId } from '../../core/ids.ts'
import { SavePasskeyOffer } from '../../ui/account/SavePasskeyOffer.tsx'
import { Badge } from '../../ui/Badge.tsx'
import { Button, ButtonLink } from '../../ui/Button.tsx'
import { ConsoleShell } from '../../ui/console/ConsoleShell.tsx'
import { EasySetupBanner } from '../../ui/console/EasySetupBanner.tsx'
import { ConsolePageHeader, Panel, Spinner } from '../../ui/console/Panel.tsx'
import { isNetworkError, serverErrorText } from '../../ui/console/serverError.ts'
import { useCreator, useStartOnboarding } from '../../ui/creators/queries.ts'

const EMPTY_CREATOR_ID = 'Please enter a creator ID'
const ONBOARDING_FAILED = 'Failed to create onboarding link'
const NETWORK_ERROR = 'Network error. Please try again.'

export default function OnboardPage() {
  const { urlParsed } = usePageContext()
  const state = urlParsed.search.state
  const returnedCreator = urlParsed.search.creator ?? ''
  return (
    <ConsoleShell>
      <div className="grid gap-6">
        <EasySetupBanner text="Get a creator ID, your Boost button and a live preview in two minutes." />
        <ConsolePageHeader
          id="onboard-title"
          eyebrow="Payouts"
          title="Connect a Stripe account"
          description={`Boosts are paid straight to your Stripe account, minus the ${PLATFORM_FEE_LABEL} platform fee and card processing. Enter the creator ID your button uses, and Stripe takes it from there.`}
        />
        {state === 'done' ? <Completed creatorId={returnedCreator} /> : null}
        {state === 'done' && isCreatorId(returnedCreator) ? <SavePasskeyOffer creatorId={returnedCreator} /> : null}
        {state === 'retry' ? (
          <div role="alert" className="flex gap-3 rounded-2xl border border-gold/25 bg-warning-soft p-4 text-sm" data-onboard-state="retry">
            <AlertIcon size={20} className="mt-0.5 shrink-0 text-gold" />
            <div>
              <p className="font-semibold text-fg">Please Try Again</p>
              <p className="mt-0.5 text-fg-muted">Stripe needs a few more details before your account can take payments, or the link expired. Start again: nothing you entered is lost.</p>
            </div>
          </div>
        ) : null}
        {state === 'elsewhere' ? (
          <div role="alert" className="flex gap-3 rounded-2xl border border-gold/25 bg-warning-soft p-4 text-sm" data-onboard-state="elsewhere">
            <AlertIcon size={20} className="mt-0.5 shrink-0 text-gold" />
            <div>
              <p className="font-semibold text-fg">Finish in the browser that started</p>
              <p className="mt-0.5 text-fg-muted">
                This onboarding link was opened in another browser, or at another address, than the one that started it, so it cannot connect the account here. Go back to
                that browser, or start again below.
              </p>
            </div>
          </div>
        ) : null}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <OnboardForm initialCreatorId={state === 'done' ? '' : returnedCreator} />
          <Panel title="What happens next">
            <ol className="grid gap-4 text-sm">
              {[
                ['Stripe onboarding', 'Stripe asks for your details and a bank account. It takes a few minutes.'],
                ['Back here', 'You return to this page with your account connected.'],
                ['Your button', 'Copy your embed code from Easy Setup and paste it into your site.'],
              ].map(([title, text], index) => (
                <li key={title} className="flex gap-3">
                  <span className="grid size-6 shrink-0 place-items-center rounded-full bg-accent-soft text-xs font-semibold text-accent-text">{index + 1}</span>
                  <span>
                    <span className="font-medium text-fg">{title}</span>
                    <span className="block text-fg-muted">{text}</span>
                  </span>
                </li>
              ))}
            </ol>
            <p className="mt-5 flex gap-2 border-t border-line pt-4 text-xs leading-relaxed text-fg-subtle">
              <LockIcon size={16} className="shrink-0" />
              Only this browser can change a creator’s account once it is connected: it keeps a signed session for that creator.
            </p>
          </Panel>
        </div>
      </div>
    </ConsoleShell>
  )
}

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'redirecting' } | { kind: 'error'; message: string }

function OnboardForm({ initialCreatorId }: { initialCreatorId: string }) {
  const id = useId()
  const [creatorId, setCreatorId] = useState(initialCreatorId)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const onboard = useStartOnboarding()

  function submit(event: FormEvent) {
    event.preventDefault()
    const creator = creatorId.trim()
    if (!creator) {
      setStatus({ kind: 'error', message: EMPTY_CREATOR_ID })
      return
    }
    setStatus({ kind: 'loading' })
    onboard.mutate(
      { creatorId: creator, returnTo: 'onboard' },
      {
        onSuccess: ({ url }) => {
          setStatus({ kind: 'redirecting' })
          window.location.assign(url)
        },
        onError: (error) =>
          setStatus({ kind: 'error', message: isNetworkError(error) ? NETWORK_ERROR : (serverErrorText(error) ?? ONBOARDING_FAILED) }),
      },
    )
  }

  const busy = status.kind === 'loading' || status.kind === 'redirecting'
  return (
    <Panel title="Creator ID" description="3 to 64 characters: lowercase letters, digits, - and _.">
      <form onSubmit={submit} noValidate className="grid gap-4" aria-describedby={`${id}-status`}>
        <label htmlFor={`${id}-creator`} className="sr-only">
          Creator ID
        </label>
        <input
          id={`${id}-creator`}
          name="creatorId"
          value={creatorId}
          onChange={(event) => {
            setCreatorId(event.target.value)
            if (status.kind === 'error') setStatus({ kind: 'idle' })
          }}
          placeholder="e.g. maya-rose"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={status.kind === 'error'}
          aria-describedby={`${id}-status`}
          disabled={busy}
          className="h-12 w-full rounded-xl border border-line-strong bg-surface px-4 font-mono text-[0.9375rem] text-fg shadow-soft transition outline-none placeholder:font-sans placeholder:text-fg-subtle focus:border-accent focus:ring-4 focus:ring-accent/15 aria-[invalid=true]:border-danger disabled:opacity-60"
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" disabled={busy}>
            Connect Stripe Account
            <ArrowRightIcon size={18} />
          </Button>
          {creatorId.trim() && !isCreatorId(creatorId.trim()) && status.kind === 'idle' ? (
            <span className="text-xs text-fg-subtle">Use lowercase letters, digits, - and _.</span>
          ) : null}
        </div>
        <div id={`${id}-status`} aria-live="polite" className="min-h-6 text-sm" data-onboard-status={status.kind}>
          {status.kind === 'loading' ? <Spinner label="Creating onboarding link..." size={18} /> : null}
          {status.kind === 'redirecting' ? <Spinner label="Redirecting to Stripe onboarding..." size={18} /> : null}
          {status.kind === 'error' ? (
            <p role="alert" className="flex items-start gap-2 font-medium text-danger">
              <AlertIcon size={18} className="mt-px shrink-0" />
              {status.message}
            </p>
          ) : null}
        </div>
      </form>
    </Panel>
  )
}

function Completed({ creatorId }: { creatorId: string }) {
  const valid = isCreatorId(creatorId)
  const creator = useCreator(creatorId, { enabled: valid })
  return (
    <div role="status" className="flex flex-col gap-4 rounded-2xl border border-success/25 bg-success-soft p-5 sm:flex-row sm:items-center" data-onboard-state="done">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-success text-white">
        <CheckIcon size={20} />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-base font-semibold text-fg">Onboarding Complete!</p>
        <p className="mt-0.5 text-fg-muted">
          {valid ? (
            <>
              <span className="font-mono text-fg">{creatorId}</span>{' '}
              {creator.data?.connected ? (
                <>
                  is connected to <span className="font-mono text-fg">{creator.data.connected}</span> and can take boosts.
                </>
              ) : creator.data ? (
                'is connected; Stripe is still reviewing the account, which usually takes a moment.'
              ) : (
                'is connected.'
              )}
            </>
          ) : (
            'Your Stripe account is connected.'
          )}
        </p>
      </div>
      {valid ? (
        <div className="flex flex-wrap gap-2">
          <ButtonLink href={`/easy?${new URLSearchParams({ creator: creatorId, state: 'done' })}`}>Get your button</ButtonLink>
          <ButtonLink href={`/analytics?${new URLSearchParams({ creatorId })}`} variant="secondary">
            Analytics
          </ButtonLink>
        </div>
      ) : null}
      {creator.data && !creator.data.connected ? <Badge tone="warning">In review</Badge> : null}
    </div>
  )
}
