// Pricing: the fee schedule, worked examples computed by core/fees, a calculator and answers.
import { CardIcon, CheckIcon, CoinsIcon, SparklesIcon } from '../../assets/icons.tsx'
import { CARD_FEE_LABEL, cryptoSplit, feeBreakdown, PLATFORM_FEE_PERCENT } from '../../core/fees.ts'
import { formatCents, formatMajor } from '../../core/money.ts'
import { Badge } from '../../ui/Badge.tsx'
import { FeeCalculator } from '../../ui/FeeCalculator.tsx'
import { Island } from '../../renderer/islands/Island.tsx'

const EXAMPLES_CENTS = [500, 2000, 10000]
const TYPICAL = feeBreakdown(2000)

export default function FeesPage() {
  return (
    <>
      <section className="relative overflow-hidden" aria-labelledby="fees-title">
        <div className="pointer-events-none absolute inset-0 -z-10 bg-grid" aria-hidden="true" />
        <div className="container-boost grid grid-cols-1 items-center gap-12 pt-16 pb-16 sm:pt-24 lg:grid-cols-[1fr_1fr] lg:pb-24">
          <div className="animate-fade-up">
            <p className="text-sm font-semibold text-accent-text">Pricing</p>
            <h1 id="fees-title" className="mt-3 text-display font-semibold text-fg">
              {PLATFORM_FEE_PERCENT}%. That’s it.
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-fg-muted sm:text-xl">
              No setup fee, no monthly plan. Boost keeps {PLATFORM_FEE_PERCENT}% of each boost and Stripe charges its card fee. Creators receive
              about {share(TYPICAL.creatorNet, TYPICAL.gross)} of a {formatMajor(TYPICAL.gross)} boost.
            </p>
            <ul className="mt-8 grid grid-cols-1 gap-2.5 text-fg-muted">
              {['Supporters pay exactly the amount they pick', 'Payouts straight to your bank through Stripe', 'Refunds reverse the boost everywhere'].map((item) => (
                <li key={item} className="flex items-center gap-2.5">
                  <span className="grid size-5 place-items-center rounded-full bg-success-soft text-success">
                    <CheckIcon size={13} />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="animate-fade-up [animation-delay:120ms]">
            <Island name="fee-calculator" component={FeeCalculator} />
          </div>
        </div>
      </section>

      <section aria-labelledby="schedule-title" className="below-fold border-y border-line bg-bg-subtle py-20">
        <div className="container-boost">
          <h2 id="schedule-title" className="text-title font-semibold text-fg">
            Fee schedule
          </h2>
          <div className="mt-10 grid grid-cols-1 gap-4 md:grid-cols-3">
            <ScheduleCard
              Icon={CardIcon}
              title="Card boosts"
              lines={[
                ['Card processing (Stripe)', CARD_FEE_LABEL],
                ['Boost platform fee', `${PLATFORM_FEE_PERCENT}%`],
                ['Creator receives', 'the rest'],
              ]}
              note="Fees are rounded to whole cents, half up."
            />
            <ScheduleCard
              Icon={CoinsIcon}
              title="Crypto boosts"
              badge="Coming soon"
              lines={[
                ['Treasury, by smart contract', `${PLATFORM_FEE_PERCENT}%`],
                ['Network fee (gas)', 'about $0.02'],
                ['Creator receives', `${100 - PLATFORM_FEE_PERCENT}%, to their wallet`],
              ]}
              note="ETH and USDC on Ethereum and BNB Chain."
            />
            <ScheduleCard
              Icon={SparklesIcon}
              title="Always free"
              lines={[
                ['Setup and Stripe onboarding', '$0'],
                ['Widget, overlays and analytics', '$0'],
                ['XP, badges and leaderboard', '$0'],
              ]}
              note="Stripe’s own payout terms apply to your account."
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="examples-title" className="below-fold py-20">
        <div className="container-boost">
          <h2 id="examples-title" className="text-title font-semibold text-fg">
            Worked examples
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-fg-muted">Exactly what the ledger records for a boost of each size.</p>

          <h3 className="mt-12 flex items-center gap-2 text-lg font-semibold text-fg">
            <CardIcon size={20} className="text-accent-text" /> By card
          </h3>
          <div className="mt-4 overflow-x-auto rounded-2xl border border-line bg-surface shadow-soft">
            <table className="table-boost min-w-[34rem]" data-fee-examples="card">
              <thead>
                <tr>
                  <th scope="col">Boost</th>
                  <th scope="col">Card fee</th>
                  <th scope="col">Platform fee</th>
                  <th scope="col">Creator receives</th>
                  <th scope="col">Share</th>
                </tr>
              </thead>
              <tbody>
                {EXAMPLES_CENTS.map((cents) => {
                  const { gross, stripeFee, platformFee, creatorNet } = feeBreakdown(cents)
                  return (
                    <tr key={cents}>
                      <th scope="row">
                        {formatCents(gross)}
                      </th>
                      <td className="tabular-nums">{formatCents(stripeFee)}</td>
                      <td className="tabular-nums">{formatCents(platformFee)}</td>
                      <td className="font-semibold text-fg tabular-nums">{formatCents(creatorNet)}</td>
                      <td className="tabular-nums">{share(creatorNet, gross)}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>

          <h3 className="mt-12 flex items-center gap-2 text-lg font-semibold text-fg">
            <CoinsIcon size={20} className="text-accent-text" /> By crypto <Badge tone="warning">Coming soon</Badge>
          </h3>
          <div className="mt-4 overflow-x-auto rounded-2xl border border-line bg-surface shadow-soft">
            <table className="table-boost min-w-[34rem]" data-fee-examples="crypto">
              <thead>
                <tr>
                  <th scope="col">Boost</th>
                  <th scope="col">Treasury ({PLATFORM_FEE_PERCENT}%)</th>
                  <th scope="col">Creator receives</th>
                  <th scope="col">Network fee</th>
                </tr>
              </thead>
              <tbody>
                {EXAMPLES_CENTS.map((cents) => {
                  const { gross, treasury, creator } = cryptoSplit(cents)
                  return (
                    <tr key={cents}>
                      <th scope="row">
                        {formatCents(gross)}
                      </th>
                      <td className="tabular-nums">{formatCents(treasury)}</td>
                      <td className="font-semibold text-fg tabular-nums">{formatCents(creator)}</td>
                      <td>about $0.02</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          <p className="mt-3 text-sm text-fg-subtle">
            The contract splits each crypto boost in the same transaction; the network fee varies with traffic and is paid from the boost.
          </p>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="below-fold pb-4">
        <div className="container-boost">
          <h2 id="faq-title" className="text-title font-semibold text-fg">
            Questions
          </h2>
          <dl className="mt-10 grid grid-cols-1 gap-x-12 gap-y-8 md:grid-cols-2">
            {FAQ.map(({ question, answer }) => (
              <div key={question}>
                <dt className="font-semibold text-fg">{question}</dt>
                <dd className="mt-2 leading-relaxed text-fg-muted">{answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  )
}

const FAQ = [
  {
    question: 'Who pays the fees?',
    answer: 'They come out of the boost. A supporter who picks $20 pays $20; the creator receives the amount after fees shown above.',
  },
  {
    question: 'When do creators get paid?',
    answer: 'Card boosts are paid into your Stripe account straight away and paid out to your bank on your Stripe payout schedule.',
  },
  {
    question: 'What happens on a refund?',
    answer: 'The boost is reversed everywhere: counters, XP, badges progress and the weekly leaderboard.',
  },
  {
    question: 'Why is the card fee not a flat percentage?',
    answer: `Stripe charges ${CARD_FEE_LABEL} per payment, so small boosts carry a larger share. Creators keep more of larger boosts.`,
  },
]

function ScheduleCard({
  Icon,
  title,
  badge,
  lines,
  note,
}: {
  Icon: typeof CardIcon
  title: string
  badge?: string
  lines: [string, string][]
  note: string
}) {
  return (
    <div className="flex flex-col rounded-3xl border border-line bg-surface p-6 shadow-soft">
      <div className="flex items-center justify-between">
        <span className="grid size-10 place-items-center rounded-xl bg-accent-soft text-accent-text">
          <Icon size={19} />
        </span>
        {badge ? <Badge tone="warning">{badge}</Badge> : null}
      </div>
      <h3 className="mt-5 text-lg font-semibold text-fg">{title}</h3>
      <dl className="mt-4 grid grid-cols-1 gap-3 text-sm">
        {lines.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 border-b border-dashed border-line pb-3 last:border-0 last:pb-0">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="text-right font-semibold text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-auto pt-5 text-xs text-fg-subtle">{note}</p>
    </div>
  )
}

function share(part: number, whole: number): string {
  return `${((part / whole) * 100).toFixed(1)}%`
}
