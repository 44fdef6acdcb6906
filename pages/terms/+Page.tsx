// Terms of service: four sections, last updated August 2025.
import { PLATFORM_FEE_PERCENT } from '../../core/fees.ts'
import { AnchorHeading, DocsShell } from '../../ui/DocsShell.tsx'

const TOC = [
  { id: 'the-service', label: '1. The service' },
  { id: 'payments-and-fees', label: '2. Payments and fees' },
  { id: 'xp-and-rewards', label: '3. XP, badges and rewards' },
  { id: 'liability-and-changes', label: '4. Liability and changes' },
]

export default function TermsPage() {
  return (
    <DocsShell
      section="legal"
      eyebrow="Legal"
      title="Terms of Service"
      lead={<p>The agreement between you and Boost when you send or receive boosts, embed the widget, or use our API.</p>}
      meta={<>Last updated August 2025</>}
      toc={TOC}
    >
      <AnchorHeading id="the-service">1. The service</AnchorHeading>
      <p>
        Boost lets supporters send payments (“boosts”) to creators and records experience points (XP), badges and leaderboard places for
        them. Creators may embed the Boost widget or counters on their own sites and streams.
      </p>
      <p>
        You must be old enough to form a binding contract where you live, and creators must be able to open a Stripe account. You are
        responsible for what you publish next to the widget and for keeping your account details accurate.
      </p>

      <AnchorHeading id="payments-and-fees">2. Payments and fees</AnchorHeading>
      <p>
        Card payments are processed by Stripe under Stripe’s own terms; we never see or store card numbers. Boost keeps a{' '}
        {PLATFORM_FEE_PERCENT}% platform fee and Stripe keeps its card fee, both taken from the boost; the current amounts are on our{' '}
        <a href="/fees">pricing page</a>.
      </p>
      <p>
        Boosts are voluntary support, not purchases of goods or services. A refunded or disputed boost is reversed: it is removed from counters,
        XP and the leaderboard. Demo mode never takes money. Crypto boosts, when available, are settled on-chain and cannot be reversed by us.
      </p>

      <AnchorHeading id="xp-and-rewards">3. XP, badges and rewards</AnchorHeading>
      <p>
        XP, badges and ranks recognise support. They have no cash value, cannot be bought or sold, and may be adjusted to correct errors, reverse
        refunded boosts or stop abuse such as self-boosting loops or fake referrals.
      </p>
      <p>
        We plan to let XP convert into a future CC Token. Nothing on Boost is an offer of a token or an investment, and the plan may change or
        not happen.
      </p>

      <AnchorHeading id="liability-and-changes">4. Liability and changes</AnchorHeading>
      <p>
        Boost is provided as is. To the extent the law allows, we are not liable for indirect losses, for outages of Stripe or of blockchain
        networks, or for content creators publish. We may suspend accounts that break these terms or the law.
      </p>
      <p>
        We may update these terms; the date above says when they last changed, and continued use after a change means you accept it.
        Questions: <a href="mailto:hello@boost.example">hello@boost.example</a>.
      </p>
    </DocsShell>
  )
}
