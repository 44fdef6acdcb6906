// The browser side of a page that ships no page script (./islandPage.ts): its +client.ts calls
// hydrateIslands with the components of its islands, and each island the server marked is hydrated
// as its own React root, with its props and the page context and providers the frame gives a whole
// page. The document is marked hydrated once every island's effects have run.
import { type ComponentType, Suspense, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { trackClicks } from '../../ui/productEvents.ts'

// Props arrive as JSON, so an island's component is typed by the page that registers it; here any
// component fits (a narrower type refuses components with default props).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandComponents = Record<string, ComponentType<any>>

// What the frame's components read of the page context; the rest is the server's.
const pageContext = {
  urlPathname: location.pathname,
  urlOriginal: `${location.pathname}${location.search}`,
  config: {},
} as unknown as PageContext

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return null
}

export async function hydrateIslands(components: IslandComponents): Promise<void> {
  trackClicks()
  const markers = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  await Promise.all(
    markers.map((marker) => {
      const Component = components[marker.dataset.island!]
      if (!Component) throw new Error(`No island named "${marker.dataset.island}" is registered in this page's islands.ts`)
      const props: object = marker.dataset.props ? JSON.parse(marker.dataset.props) : {}
      return new Promise<void>((hydrated) => {
        hydrateRoot(
          marker,
          <VikeReactProviderPageContext pageContext={pageContext}>
            <Suspense>
              <Component {...props} />
              <Hydrated onHydrated={hydrated} />
            </Suspense>
          </VikeReactProviderPageContext>,
        )
      })
    }),
  )
  document.documentElement.dataset.hydrated = 'true'
}
