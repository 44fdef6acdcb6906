// Where a creator's webhook may point: never at our own network. An address is checked when the
// endpoint is added and again on every connection (the lookup below), so a name that later
// resolves to a private address (DNS rebinding) is refused at the moment it would be used.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'

/** Where every IPv6 address in global unicast use sits: anything outside it reaches no one's public server. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3')

/**
 * True for an address a webhook may not reach: anything but global unicast, by ipaddr.js's table
 * of special-use ranges (private, loopback, link-local, CGNAT, multicast, reserved, documentation,
 * benchmarking, and the IPv6 ranges that carry or reach IPv4: NAT64, 6to4, Teredo). An IPv4
 * address written as IPv6 (::ffff:a.b.c.d) is judged as the IPv4 address it is.
 */
export function isRefusedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  if (!isIP(bare)) return true
  const parsed = ipaddr.process(bare)
  if (parsed.range() !== 'unicast') return true
  return parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST_V6)
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
