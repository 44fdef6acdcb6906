// Product analytics: events go to whatever analytics the host page installed (gtag, Plausible,
// or a Segment-style `analytics.track`), and nowhere when there is none. Links name their event
// in markup (`{...tracked('…')}`) and one listener on the document sends it, so a link tracks its
// clicks on a page that ships no script for it (renderer/islands/) as on one that hydrates whole.

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

function trackEvent(name: AnalyticsEvent, properties: Record<string, string | number> = {}): void {
  if (typeof window === 'undefined') return
  const globals = window as unknown as AnalyticsGlobals
  if (typeof globals.gtag === 'function') globals.gtag('event', name, properties)
  if (typeof globals.plausible === 'function') globals.plausible(name, { props: properties })
  if (typeof globals.analytics?.track === 'function') globals.analytics.track(name, properties)
}

/** The attribute that makes a click on an element send `name`: spread it onto the link. */
export function tracked(name: AnalyticsEvent): { 'data-track': AnalyticsEvent } {
  return { 'data-track': name }
}

let listening = false

/** Sends the event of every tracked element clicked (in the capture phase, before navigation); once per document. */
export function trackClicks(): void {
  if (listening) return
  listening = true
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-track]') : null
      if (target) trackEvent(target.dataset.track as AnalyticsEvent)
    },
    { capture: true },
  )
}
