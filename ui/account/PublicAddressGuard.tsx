// For the <head> of the pages where a creator connects, signs in or manages passkeys: a browser
// that opened the site at another address than PUBLIC_URL (127.0.0.1 while it says localhost) is
// sent to the same page at PUBLIC_URL before anything runs. Cookies and passkeys belong to
// PUBLIC_URL's host, so there Connect and sign-in work instead of ending on a refusal. The
// browser compares its own address, so a proxy that rewrites the Host header cannot loop it.
import { usePageContext } from 'vike-react/usePageContext'

export function PublicAddressGuard() {
  const { publicUrl, cspNonce } = usePageContext()
  if (!publicUrl) return null
  const origin = JSON.stringify(new URL(publicUrl).origin)
  const script = `if(location.origin!==${origin})location.replace(${origin}+location.pathname+location.search+location.hash)`
  return <script nonce={cspNonce ?? undefined} dangerouslySetInnerHTML={{ __html: script }} />
}
