// Privacy policy, last updated August 2025.
import { AnchorHeading, DocsShell } from '../../ui/DocsShell.tsx'

const TOC = [
  { id: 'what-we-collect', label: 'What we collect' },
  { id: 'how-we-use-it', label: 'How we use it' },
  { id: 'browser-storage', label: 'Cookies and local storage' },
  { id: 'who-else-sees-it', label: 'Who else sees it' },
  { id: 'retention', label: 'How long we keep it' },
  { id: 'your-choices', label: 'Your choices' },
]

export default function PrivacyPage() {
  return (
    <DocsShell
      section="legal"
      eyebrow="Legal"
      title="Privacy Policy"
      lead={<p>Boost is built to need as little about you as possible. Supporters do not need an account at all.</p>}
      meta={<>Last updated August 2025</>}
      toc={TOC}
    >
      <AnchorHeading id="what-we-collect">What we collect</AnchorHeading>
      <ul>
        <li>
          <strong>Supporters:</strong> a random anonymous id created in your browser, the boosts you send (amount, currency, creator, time and
          any message you add) and the XP, badges and referral code they earn you. Stripe collects your payment details; we receive only the
          result.
        </li>
        <li>
          <strong>Creators:</strong> your creator id, display name, the Stripe account id you connect and its status, and the boosts you receive.
        </li>
        <li>
          <strong>Everyone:</strong> standard server logs (address, time, page, browser) kept for security and debugging.
        </li>
      </ul>

      <AnchorHeading id="how-we-use-it">How we use it</AnchorHeading>
      <p>
        To run boosts and payouts, show counters, leaderboards and analytics, prevent fraud and abuse, and answer you when you write to us. We do
        not sell personal data and we do not use it for advertising.
      </p>

      <AnchorHeading id="browser-storage">Cookies and local storage</AnchorHeading>
      <p>
        Your browser keeps your anonymous supporter id, a “visited” flag and your theme choice in local storage. Creators who connect Stripe get a
        session cookie (a random token; we keep only its hash, the device name and when it was last used, and a creator can end any session
        from their account page) so that only they can see their boosts and change their connection. Passkeys stay on your device: we keep
        only their public keys. We set no advertising or cross-site tracking cookies. Sites that
        embed the widget may run their own analytics under their own policies.
      </p>

      <AnchorHeading id="who-else-sees-it">Who else sees it</AnchorHeading>
      <ul>
        <li>Stripe, which processes card payments and creator payouts.</li>
        <li>
          The public: leaderboards show only the last six characters of a supporter’s anonymous id; live counters and stream overlays show
          totals, amounts and any message a supporter chose to attach.
        </li>
        <li>Creators, who see the boosts they received in their analytics.</li>
        <li>Authorities, when the law requires it.</li>
      </ul>

      <AnchorHeading id="retention">How long we keep it</AnchorHeading>
      <p>
        Payment records are kept as long as tax and accounting law requires (typically up to ten years). Server logs are kept for 30 days.
        Everything else is kept while your account or anonymous id is in use.
      </p>

      <AnchorHeading id="your-choices">Your choices</AnchorHeading>
      <p>
        Clearing your browser storage gives you a fresh anonymous id. You can ask for a copy of your data, a correction or its deletion (except
        records we must keep) by writing to <a href="mailto:privacy@boost.example">privacy@boost.example</a>; we answer within 30 days.
      </p>
    </DocsShell>
  )
}
