// Rendered creator pages (/c/<id>) for visitors who are not signed in, compressed once, served as
// the built files are. An entry is kept until the live hub delivers that creator's next boost or
// adjustment, or the creator changes their page or goal here, and for a minute at most: a page is
// never older than what the stream tells, and an edit made on another instance shows here within
// a minute. Rendering costs ~20 ms of CPU; a kept page costs a map lookup and one write.
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Encoded } from '../middleware/staticFiles.ts'
import type { LiveHub, Subscription } from './live.ts'

const MAX_PAGES = 1000
const KEPT_MS = 60_000

export type CachedPage = { etag: string; bodies: Encoded; scriptSources: string[]; headers: [string, string][] }

/** A rendered page as it is kept: its ETag and its brotli and gzip bodies, made once. */
export function keptPage(html: string, scriptSources: string[], headers: [string, string][]): CachedPage {
  const identity = Buffer.from(html)
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    bodies: { identity, br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), gzip: gzipSync(identity) },
    scriptSources,
    headers,
  }
}

export type CreatorPageCache = ReturnType<typeof createCreatorPageCache>

export function createCreatorPageCache(hub: Pick<LiveHub, 'subscribe'>) {
  const pages = new Map<string, CachedPage & { subscription: Subscription; keptAt: number }>()

  function drop(creatorId: string): void {
    const entry = pages.get(creatorId)
    if (!entry) return
    pages.delete(creatorId)
    entry.subscription.unsubscribe()
  }

  /** Starts watching the creator before the page is rendered, so a boost that lands meanwhile is not missed. */
  function watch(creatorId: string) {
    let stale = false
    const subscription = hub.subscribe({
      creatorId,
      // Each of the creator's boosts and adjustments; the heartbeat (an SSE comment) changes nothing.
      send: (chunk) => {
        if (chunk[0] === ':' || chunk[0] === 0x3a) return true
        stale = true
        if (pages.get(creatorId)?.subscription === subscription) drop(creatorId)
        else subscription.unsubscribe()
        return true
      },
      close: () => drop(creatorId),
    })
    subscription.start()
    return {
      keep(page: CachedPage) {
        if (stale) return subscription.unsubscribe()
        drop(creatorId)
        if (pages.size >= MAX_PAGES) drop(pages.keys().next().value!)
        pages.set(creatorId, { ...page, subscription, keptAt: Date.now() })
      },
      abandon: () => subscription.unsubscribe(),
    }
  }

  const rendering = new Map<string, Promise<CachedPage | null>>()

  return {
    drop,

    /**
     * The creator's kept page, or `render`'s, kept for the next visitors; null when `render` has
     * nothing to keep (not a 200). Visitors who arrive while it renders wait for the same render,
     * so a page that just went stale is rendered once, not once per waiting visitor.
     */
    async load(creatorId: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
      const kept = pages.get(creatorId)
      if (kept && Date.now() - kept.keptAt < KEPT_MS) return kept
      const inFlight = rendering.get(creatorId)
      if (inFlight) return inFlight
      const watching = watch(creatorId)
      const rendered = render().then(
        (page) => {
          if (page) watching.keep(page)
          else watching.abandon()
          return page
        },
        (error: unknown) => {
          watching.abandon()
          throw error
        },
      )
      rendering.set(creatorId, rendered)
      try {
        return await rendered
      } finally {
        rendering.delete(creatorId)
      }
    },
  }
}
