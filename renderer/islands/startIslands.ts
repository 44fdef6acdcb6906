// The browser entry of a page that ships only its islands (./islandPage.ts), called from the
// page's +client.ts. It fetches the islands' code (React included) only once the browser has
// painted the page's content, so on a slow phone the first paint never waits behind scripts that
// only make parts of it interactive.
import type { IslandComponents } from './hydrateIslands.tsx'

const FALLBACK_MS = 3000

/** `load` imports the page's islands: `startIslands(() => import('./islands.ts').then((module) => module.ISLANDS))`. */
export async function startIslands(load: () => Promise<IslandComponents>): Promise<void> {
  await afterFirstPaint()
  const [{ hydrateIslands }, components] = await Promise.all([import('./hydrateIslands.tsx'), load()])
  await hydrateIslands(components)
}

/** Resolves at the first contentful paint, or after FALLBACK_MS where the browser cannot tell. */
function afterFirstPaint(): Promise<void> {
  return new Promise((painted) => {
    const done = () => {
      observer?.disconnect()
      clearTimeout(fallback)
      painted()
    }
    const fallback = setTimeout(done, FALLBACK_MS)
    let observer: PerformanceObserver | undefined
    try {
      observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) done()
      })
      observer.observe({ type: 'paint', buffered: true })
    } catch {
      // No paint timing here: the fallback stands.
    }
  })
}
