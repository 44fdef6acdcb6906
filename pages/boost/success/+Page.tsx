// Where the checkout returns after payment: "Boost Successful!", the session id from
// `?sid`, the fee and receipt lines, and the boost itself once the ledger has it (amount and XP,
// asked of GET /api/checkout/sessions/:id, polled briefly while the checkout is still open). A
// boost that lands while this browser watches celebrates with the achievement popups.
import { useEffect, useState, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { ActivityIcon, AlertIcon, ArrowLeftIcon, CheckIcon, ClockIcon } from '../../../assets/icons.tsx'
import type { SessionStatusResponse } from '../../../core/api/payments.ts'
import { PLATFORM_FEE_PERCENT } from '../../../core/fees.ts'
import { formatCount } from '../../../core/format.ts'
import { formatCents, toCents } from '../../../core/money.ts'
import { Badge } from '../../../ui/Badge.tsx'
import { ButtonLink } from '../../../ui/Button.tsx'
import { MAX_SESSION_POLLS, useCheckoutSession } from '../../../ui/checkout/queries.ts'
import { CopyButton } from '../../../ui/CopyButton.tsx'
import { useSupporterIdentity } from '../../../ui/fans/supporterIdentity.ts'
import { useCelebrator } from '../../../ui/fans/useCelebrator.ts'
import { useFanClaim } from '../../../ui/fans/useFanClaim.ts'
import { XpDashboard } from '../../../ui/fans/XpDashboard.tsx'

const SESSION_ID = /^[A-Za-z0-9_-]{8,255}$/

export default function BoostSuccessPage() {
  const { urlParsed } = usePageContext()
  const raw = urlParsed.search.sid
  const sid = raw && SESSION_ID.test(raw) ? raw : null
  const session = useCheckoutSession(sid)
  const { supporterId } = useSupporterIdentity()
  const celebrator = useCelebrator(supporterId)
  useFanClaim(sid)
  const boost = session.data

  useEffect(() => {
    if (!celebrator || boost?.status !== 'complete' || boost.boostId === undefined) return
    void celebrator.celebrate({ boostId: boost.boostId, xpAwarded: boost.xpAwarded ?? 0, source: 'session' })
  }, [celebrator, boost?.status, boost?.boostId, boost?.xpAwarded])

  return (
    <>
      <section className="relative overflow-hidden" aria-labelledby="success-title">
        <div className="pointer-events-none absolute inset-0 -z-10" aria-hidden="true">
          <div className="absolute inset-0 bg-grid" />
          <div className="absolute -top-40 left-1/2 h-[30rem] w-[50rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,#22c55e_20%,transparent),transparent)]" />
        </div>
        <div className="container-boost flex justify-center pt-16 pb-8 sm:pt-24">
          <div className="w-full max-w-2xl animate-fade-up rounded-3xl border border-line bg-surface p-6 shadow-lifted sm:p-10">
            <div className="text-center">
              <span
                className="mx-auto grid size-16 place-items-center rounded-full bg-gradient-to-br from-emerald-300 via-emerald-500 to-emerald-700 text-white shadow-[0_10px_30px_-10px_rgb(16_185_129/0.7)] ring-8 ring-success-soft"
                aria-hidden="true"
              >
                <CheckIcon size={30} strokeWidth={2.5} />
              </span>
              <h1 id="success-title" className="mt-6 text-title font-semibold text-fg">
                Boost Successful!
              </h1>
              <p className="mt-3 text-lg text-fg-muted">Thank you for supporting a creator. Your boost is on its way to their stream.</p>
            </div>

            <BoostDetails sid={sid} session={session} />

            <div className="mt-6 grid grid-cols-1 gap-3 rounded-2xl border border-line bg-bg-subtle p-4 text-sm text-fg-muted sm:p-5">
              <p>
                The creator receives the funds minus the {PLATFORM_FEE_PERCENT}% platform fee. Your payment was processed securely via Stripe.
              </p>
              <p data-receipt>A receipt has been emailed to you.</p>
            </div>

            <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">
              <ButtonLink href="/boost-demo" variant="secondary" size="lg">
                <ArrowLeftIcon size={17} />
                Back to Demo
              </ButtonLink>
              <ButtonLink href="/analytics" size="lg">
                <ActivityIcon size={17} />
                View Analytics
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
      {supporterId ? (
        <section className="container-boost mt-10 max-w-5xl" aria-label="Your progress">
          <XpDashboard supporterId={supporterId} />
        </section>
      ) : null}
    </>
  )
}

type SessionQuery = ReturnType<typeof useCheckoutSession>

function BoostDetails({ sid, session }: { sid: string | null; session: SessionQuery }) {
  const boost = session.data
  const [answers, setAnswers] = useState(0)
  useEffect(() => {
    if (session.dataUpdatedAt) setAnswers((count) => count + 1)
  }, [session.dataUpdatedAt])
  const cents = boost ? toCents(boost.amount) : null
  return (
    <div
      className="mt-8 divide-y divide-line overflow-hidden rounded-2xl border border-line text-sm"
      data-boost-details
      data-status={boost?.status ?? (session.isError ? 'unknown' : 'loading')}
    >
      {boost && cents !== null ? (
        <dl className="divide-y divide-line">
          <Row label="Amount">
            <span className="text-base font-semibold text-fg tabular-nums" data-boost-amount>
              {formatCents(cents, boost.currency)}
            </span>
          </Row>
          <Row label="Creator">
            <span className="font-mono text-fg">{boost.creatorId}</span>
          </Row>
          <Row label="XP earned">
            {boost.status === 'complete' ? (
              <span className="font-semibold text-success tabular-nums" data-boost-xp>
                +{formatCount(boost.xpAwarded ?? 0)} XP
              </span>
            ) : (
              <span className="text-fg-muted">After the payment is confirmed</span>
            )}
          </Row>
          <Row label="Status">
            <SessionState status={boost.status} pollingDone={answers >= MAX_SESSION_POLLS} demo={boost.demo} />
          </Row>
        </dl>
      ) : sid === null ? (
        <Notice>This link has no checkout session, so the boost itself cannot be shown here.</Notice>
      ) : session.isError ? (
        <Notice>We could not look up this checkout session. If you paid, the boost is recorded all the same.</Notice>
      ) : (
        <div className="grid grid-cols-1 gap-3 p-4" role="status" aria-busy="true" aria-label="Loading your boost">
          <div className="h-6 w-1/2 animate-pulse rounded-lg bg-surface-2" />
          <div className="h-6 w-1/3 animate-pulse rounded-lg bg-surface-2" />
        </div>
      )}
      <dl>
        <Row label="Session ID">
          <span className="flex min-w-0 items-center justify-end gap-2">
            <code className="min-w-0 truncate font-mono text-xs text-fg" data-session-id>
              {sid ?? 'none'}
            </code>
            {sid ? <CopyButton text={sid} label="Copy" tone="light" /> : null}
          </span>
        </Row>
      </dl>
    </div>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-5">
      <dt className="shrink-0 text-fg-muted">{label}</dt>
      <dd className="min-w-0 text-right">{children}</dd>
    </div>
  )
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 px-4 py-3 text-fg-muted sm:px-5">
      <AlertIcon size={16} className="mt-0.5 shrink-0 text-gold" />
      {children}
    </p>
  )
}

function SessionState({ status, pollingDone, demo }: { status: SessionStatusResponse['status']; pollingDone: boolean; demo: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-2">
      {demo ? <Badge tone="warning">Demo · no money moved</Badge> : null}
      {status === 'complete' ? (
        <Badge tone="success">Complete</Badge>
      ) : status === 'expired' ? (
        <Badge tone="danger">Expired</Badge>
      ) : (
        <span className="inline-flex items-center gap-1.5 text-fg-muted">
          <ClockIcon size={15} className={pollingDone ? '' : 'animate-pulse'} />
          {pollingDone ? 'Still processing: refresh in a minute' : 'Confirming payment…'}
        </span>
      )}
    </span>
  )
}
