// Where the checkout returns after payment. It says only what the server knows of the checkout
// `?sid` names: a paid boost gets "Boost Successful!", the creator, what they receive after fees,
// whether money moved, the creator's note, the receipt and the way back, and its celebration once;
// a checkout still open is confirmed for a short while, then said to be unconfirmed; an expired,
// cancelled or unknown one says so, and celebrates nothing.
import { useEffect, useState, type ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { AlertIcon, CheckIcon, ClockIcon, CloseIcon } from '../../../assets/icons.tsx'
import { wayBack } from '../../../core/returnUrl.ts'
import { MAX_SESSION_POLLS, useCheckoutSession } from '../../../ui/checkout/queries.ts'
import { WayBackLinks } from '../../../ui/checkout/WayBackLinks.tsx'
import { useSupporterIdentity } from '../../../ui/fans/supporterIdentity.ts'
import { useCelebrator } from '../../../ui/fans/useCelebrator.ts'
import { useFanClaim } from '../../../ui/fans/useFanClaim.ts'
import { XpDashboard } from '../../../ui/fans/XpDashboard.tsx'
import type { Data } from './+data.ts'
import { PaidBoost, SessionIdRow } from './PaidBoost.tsx'

export default function BoostSuccessPage() {
  const { sid, session: initial, siteUrl } = useData<Data>()
  const query = useCheckoutSession(sid, initial)
  const session = initial ? query.data : null
  const { supporterId } = useSupporterIdentity()
  const celebrator = useCelebrator(supporterId)
  useFanClaim(sid)
  const [answers, setAnswers] = useState(0)
  useEffect(() => {
    if (query.dataUpdatedAt) setAnswers((count) => count + 1)
  }, [query.dataUpdatedAt])
  const paid = session?.status === 'complete'

  useEffect(() => {
    if (!celebrator || !paid || session.boostId === undefined) return
    void celebrator.celebrate({ boostId: session.boostId, xpAwarded: session.xpAwarded ?? 0, source: 'session' })
  }, [celebrator, paid, session?.boostId, session?.xpAwarded])

  const way = session ? wayBack(session.returnUrl, siteUrl, { id: session.creatorId, hasPage: session.creator.hasPage }) : null
  const creatorName = session ? (session.creator.name ?? session.creatorId) : undefined
  const unconfirmed = session?.status === 'open' && answers >= MAX_SESSION_POLLS

  return (
    <>
      <section className="relative overflow-hidden" aria-labelledby="success-title">
        <div className="pointer-events-none absolute inset-0 -z-10" aria-hidden="true">
          <div className="absolute inset-0 bg-grid" />
          {paid ? (
            <div className="absolute -top-40 left-1/2 h-[30rem] w-[50rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,#22c55e_20%,transparent),transparent)]" />
          ) : null}
        </div>
        <div className="container-boost flex justify-center pt-16 pb-8 sm:pt-24">
          <div className="w-full max-w-2xl animate-fade-up rounded-3xl border border-line bg-surface p-6 shadow-lifted sm:p-10" data-boost-outcome={session?.status ?? 'unknown'}>
            {paid ? (
              <>
                <Heading mark={<CheckIcon size={30} strokeWidth={2.5} />} tone="success" title="Boost Successful!">
                  {`Thank you for supporting ${creatorName}.`}
                </Heading>
                <PaidBoost session={session} sid={sid!} />
              </>
            ) : session?.status === 'open' ? (
              <>
                <Heading mark={<ClockIcon size={28} className={unconfirmed ? '' : 'animate-pulse'} />} tone="waiting" title={unconfirmed ? 'Payment not confirmed' : 'Confirming your payment…'}>
                  {unconfirmed
                    ? 'The payment provider has not confirmed this payment yet, so no boost is recorded. If you paid, refresh this page in a minute; if you did not, nothing was charged.'
                    : 'Waiting for the payment provider to confirm your payment.'}
                </Heading>
                <StatusRows sid={sid!} />
              </>
            ) : session?.status === 'cancelled' || session?.status === 'expired' ? (
              <>
                <Heading mark={<CloseIcon size={28} />} tone="neutral" title={session.status === 'cancelled' ? 'Boost Cancelled' : 'Checkout expired'}>
                  {session.status === 'cancelled'
                    ? 'You left the checkout before paying. Nothing was charged.'
                    : 'This checkout was never paid and has expired. Nothing was charged.'}
                </Heading>
                <StatusRows sid={sid!} />
              </>
            ) : (
              <>
                <Heading mark={<AlertIcon size={28} />} tone="neutral" title="We could not find this boost">
                  {sid
                    ? 'No checkout has this session ID, or it is too old to show. Nothing here says a payment went through.'
                    : 'This link names no checkout session, so there is no boost to show.'}
                </Heading>
                <StatusRows sid={sid} />
              </>
            )}
            <WayBackLinks way={way} creatorName={creatorName} after={paid ? 'success' : 'cancel'} />
            {paid && session.receiptUrl ? (
              <p className="mt-4 text-center text-sm">
                <a href={session.receiptUrl} className="font-medium text-accent-text hover:underline" data-receipt-link>
                  View and print your receipt
                </a>
              </p>
            ) : null}
          </div>
        </div>
      </section>
      {paid && supporterId ? (
        <section className="container-boost mt-10 max-w-5xl" aria-label="Your progress">
          <XpDashboard supporterId={supporterId} />
        </section>
      ) : null}
    </>
  )
}

const MARK_TONES = {
  success:
    'bg-gradient-to-br from-emerald-300 via-emerald-500 to-emerald-700 text-white shadow-[0_10px_30px_-10px_rgb(16_185_129/0.7)] ring-8 ring-success-soft',
  waiting: 'bg-warning-soft text-gold ring-8 ring-bg-subtle',
  neutral: 'bg-surface-2 text-fg-muted ring-8 ring-bg-subtle',
}

function Heading({ mark, tone, title, children }: { mark: ReactNode; tone: keyof typeof MARK_TONES; title: string; children: ReactNode }) {
  return (
    <div className="text-center">
      <span className={`mx-auto grid size-16 place-items-center rounded-full ${MARK_TONES[tone]}`} aria-hidden="true">
        {mark}
      </span>
      <h1 id="success-title" className="mt-6 text-title font-semibold text-fg">
        {title}
      </h1>
      <p className="mt-3 text-lg text-fg-muted" role={tone === 'success' ? undefined : 'status'}>
        {children}
      </p>
    </div>
  )
}

function StatusRows({ sid }: { sid: string | null }) {
  return (
    <dl className="mt-8 overflow-hidden rounded-2xl border border-line text-sm">
      <SessionIdRow sid={sid} />
    </dl>
  )
}
