// Product analytics: events go to whatever analytics the host page installed (gtag, Plausible,
// or a Segment-style `analytics.track`), and nowhere when there is none.

type AnalyticsEvent =
  | 'homepage_cta_boost'
  | 'homepage_cta_leaderboard'
  | 'homepage_qr_scan'
  | 'footer_easy'
  | 'banner_easy'

type AnalyticsGlobals = {
  gtag?: unknown
  plausible?: unknown
  analytics?: { track?: unknown }
}

export function trackEvent(name: AnalyticsEvent, properties: Record<string, string | number> = {}): void {
  if (typeof window === 'undefined') return
  const globals = window as unknown as AnalyticsGlobals
  if (typeof globals.gtag === 'function') globals.gtag('event', name, properties)
  if (typeof globals.plausible === 'function') globals.plausible(name, { props: properties })
  if (typeof globals.analytics?.track === 'function') globals.analytics.track(name, properties)
}
