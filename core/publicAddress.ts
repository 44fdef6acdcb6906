// What PUBLIC_URL allows: browsers make passkeys only for a host name (a WebAuthn relying party
// id is a domain, never an IP address), so a server named by its IP address cannot offer them.

/** True when the URL's host is an IPv4 or IPv6 address rather than a name. */
export function isIpAddressUrl(url: string): boolean {
  const { hostname } = new URL(url)
  return /^\[.*\]$/.test(hostname) || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)
}

/** The sentence the server's log and /account say when PUBLIC_URL cannot carry passkeys; null when it can. */
export function passkeyAddressProblem(publicUrl: string): string | null {
  if (!publicUrl || !isIpAddressUrl(publicUrl)) return null
  const { protocol, port } = new URL(publicUrl)
  return `Passkeys need a host name, and PUBLIC_URL is ${publicUrl}, an IP address: browsers refuse to make or use passkeys there. Set PUBLIC_URL to a name, such as ${protocol}//localhost${port ? `:${port}` : ''} on this machine or your domain in production.`
}
