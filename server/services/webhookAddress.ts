// Where a creator's webhook may point: never at our own network. An address is checked when the
// endpoint is added and again on every connection (the lookup below), so a name that later
// resolves to a private address (DNS rebinding) is refused at the moment it would be used.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { BlockList, isIP, type LookupFunction } from 'node:net'

const refused = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) refused.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) refused.addSubnet(network, prefix, 'ipv6')

/** An IPv4 address carried in IPv6 (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::/96), as IPv4. */
function embeddedIpv4(address: string): string | null {
  const match = /^(?:::ffff:(?:0:)?|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+|[0-9a-f]{1,4}:[0-9a-f]{1,4})$/i.exec(address)
  if (!match) return null
  const tail = match[1]!
  if (tail.includes('.')) return tail
  const [high, low] = tail.split(':').map((part) => parseInt(part, 16)) as [number, number]
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/** True for an address a webhook may not reach: private, loopback, link-local, CGNAT, multicast, reserved or unspecified. */
export function isRefusedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const family = isIP(bare)
  if (family === 4) return refused.check(bare, 'ipv4')
  if (family !== 6) return true
  const v4 = embeddedIpv4(bare.toLowerCase())
  return v4 ? refused.check(v4, 'ipv4') : refused.check(bare, 'ipv6')
}

class RefusedAddressError extends Error {
  readonly code = 'EWEBHOOKADDRESS'
}

/**
 * A `lookup` for http.request: resolves the name itself and hands the socket only addresses that
 * are allowed, so the address checked is the address connected to.
 */
export const checkedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0)
    const bad = addresses.find((entry) => isRefusedAddress(entry.address))
    if (bad || addresses.length === 0) return callback(new RefusedAddressError(`${hostname} resolves to ${bad?.address ?? 'nothing'}, which webhooks may not reach`), '', 0)
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses)
    callback(null, addresses[0]!.address, addresses[0]!.family)
  })
}

/** Why a host may not receive webhooks (a refused literal address, or a name resolving to one), or null. */
export async function refusedHost(hostname: string): Promise<string | null> {
  const bare = hostname.replace(/^\[|\]$/g, '')
  if (isIP(bare)) return isRefusedAddress(bare) ? `${hostname} is a private, loopback or reserved address` : null
  return new Promise((resolve) => {
    checkedLookup(bare, { all: true }, (error) => {
      if (!error) resolve(null)
      else resolve(error instanceof RefusedAddressError ? `${hostname} resolves to a private, loopback or reserved address` : `${hostname} does not resolve`)
    })
  })
}
