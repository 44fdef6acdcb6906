// Terms of service.
export default function TermsPage() {
  return (
    <article>
      <h1>Terms of Service</h1>
      <p>Last updated August 2025</p>
      <h2>1. The service</h2>
      <p>Boost lets supporters send payments to creators and records experience points for them.</p>
      <h2>2. Payments and fees</h2>
      <p>Card payments are processed by Stripe. The platform keeps a 2.5% fee; the card processor keeps its own fee.</p>
      <h2>3. Refunds</h2>
      <p>A refunded boost is removed from counters, XP and the leaderboard.</p>
      <h2>4. Changes</h2>
      <p>We may update these terms; the date above says when they last changed.</p>
    </article>
  )
}
