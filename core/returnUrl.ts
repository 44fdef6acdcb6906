// The way back from a checkout: the page the fan came from, sent with the checkout as
// `return_url`. Only absolute http(s) addresses are kept, so a link built from one can never run
// script or point at another path on our own site than the one it names; the pages show it.

/** Longest return URL kept: enough for any real page address. */
export const RETURN_URL_MAX_LENGTH = 2048

/** Whether `value` is an absolute http(s) URL without credentials, as a return link must be. */
export function isReturnUrl(value: string): boolean {
  if (value.length > RETURN_URL_MAX_LENGTH || !/^https?:\/\//i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '' && url.hostname !== ''
  } catch {
    return false
  }
}

/** Where a checkout leads back to, as the thank-you and cancel pages offer it. */
export type WayBack =
  /** The developer demo on this site: Back to Demo, View Analytics (Try Again on cancel). */
  | { kind: 'developer-demo' }
  /** A creator's page on this site. */
  | { kind: 'creator'; href: string }
  /** The page the widget was embedded in, anywhere: the link shows its address. */
  | { kind: 'host'; href: string; host: string }

const DEVELOPER_DEMO_PATHS = new Set(['/boost-demo', '/boost'])

/**
 * The way back for a session: its return URL when it has one, read against this site's own
 * address; without one, the creator's page when they have one, else the developer demo, as before
 * return URLs were sent.
 */
export function wayBack(returnUrl: string | null, siteUrl: string, creator: { id: string; hasPage: boolean }): WayBack {
  if (returnUrl && isReturnUrl(returnUrl)) {
    const url = new URL(returnUrl)
    const site = URL.canParse(siteUrl) ? new URL(siteUrl) : null
    if (site && url.origin === site.origin) {
      const path = url.pathname.replace(/\/+$/, '') || '/'
      if (DEVELOPER_DEMO_PATHS.has(path)) return { kind: 'developer-demo' }
      if (/^\/c\/[^/]+$/.test(path)) return { kind: 'creator', href: url.pathname }
    }
    return { kind: 'host', href: url.href, host: url.host }
  }
  return creator.hasPage ? { kind: 'creator', href: `/c/${creator.id}` } : { kind: 'developer-demo' }
}
