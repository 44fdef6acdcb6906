// How many live streams one client address holds open at once, here: a stream is a connection to
// this process, so the count is this process's alone (with WEB_CONCURRENCY, each process counts
// the connections it was handed). Past the limit a new stream is 429 with Retry-After; a slot is
// freed when its connection closes. The address is Koa's `ctx.ip`, the rate limiter's, so it
// follows TRUST_PROXY and TRUST_PROXY_HOPS the same way.
import type { Middleware } from 'koa'

const TOO_MANY_STREAMS = 'Too many open streams from this address: close one first'
/** An EventSource reconnects after 3 s (the streams' `retry:`); a refused client may as well wait as long. */
const RETRY_AFTER_SECONDS = 3

/** One counter for every route it is used on: the boost stream and the alert stream share an address's slots. */
export function streamLimit(perAddress: number): Middleware {
  const openByAddress = new Map<string, number>()

  function release(address: string) {
    const left = (openByAddress.get(address) ?? 1) - 1
    if (left > 0) openByAddress.set(address, left)
    else openByAddress.delete(address)
  }

  return async (ctx, next) => {
    const address = ctx.ip
    const open = openByAddress.get(address) ?? 0
    if (open >= perAddress) ctx.throw(429, TOO_MANY_STREAMS, { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } })
    openByAddress.set(address, open + 1)
    // 'close' comes once the response is over, whether the stream ran or the route refused it.
    ctx.res.once('close', () => release(address))
    return next()
  }
}
