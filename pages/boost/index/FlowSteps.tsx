// The ten steps of a boost, from the fan's click to the creator's payout.
import { CARD_FEE_LABEL, PLATFORM_FEE_LABEL } from '../../../core/fees.ts'

const STEPS = [
  ['A fan picks an amount', 'A preset ($5, $20, $50) or Custom; the widget keeps it within $1 to $5,000.'],
  ['The widget asks for a checkout', 'POST /api/checkout with the amount, currency and creator id.'],
  ['The server checks everything', 'It clamps the amount again, and says so when it had to adjust it.'],
  ['A checkout session is created', 'Stripe Checkout as a destination charge to the creator’s account (or the demo checkout).'],
  ['Checkout opens in a new tab', 'The widget waits beside it and updates by itself.'],
  ['The fan pays', 'Card details never touch Boost: Stripe hosts the payment page.'],
  ['Stripe confirms by webhook', 'checkout.session.completed, signed, is the only thing that records a boost.'],
  ['The boost is recorded once', 'One transaction: the boost, the fan’s XP, the weekly leaderboard and the counters.'],
  ['Everyone sees it live', 'The event stream moves counters, overlays and analytics without a reload.'],
  ['The creator is paid', `Gross minus card processing (${CARD_FEE_LABEL}) and the ${PLATFORM_FEE_LABEL} platform fee; the fan sees a thank-you with XP.`],
] as const

export function FlowSteps() {
  return (
    <ol className="grid gap-x-8 gap-y-4 md:grid-cols-2">
      {STEPS.map(([title, text], index) => (
        <li key={title} className="flex gap-3">
          <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent-soft text-xs font-semibold text-accent-text tabular-nums">{index + 1}</span>
          <span className="text-sm">
            <span className="font-medium text-fg">{title}</span>
            <span className="mt-0.5 block text-fg-muted">{text}</span>
          </span>
        </li>
      ))}
    </ol>
  )
}
