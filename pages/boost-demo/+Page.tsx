// Never rendered: the guard redirects every visit to /boost. A link, should a browser land here anyway.
export default function BoostDemoRedirect() {
  return (
    <p className="container-boost py-16 text-fg-muted">
      The developer demo lives at{' '}
      <a href="/boost" className="font-medium text-accent-text underline">
        /boost
      </a>
      .
    </p>
  )
}
