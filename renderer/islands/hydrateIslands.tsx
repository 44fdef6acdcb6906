// The browser entry of a page that ships no page script (./islandPage.ts): hydrates each island
// the server marked, as its own React root, with the page context and providers the frame gives
// a whole page. The document is marked hydrated once every island's effects have run.
import { type ComponentType, Suspense, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { TooltipProvider } from '../../ui/Tooltip.tsx'
import { ISLAND_COMPONENTS, type IslandName } from './islandComponents.ts'

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

const markers = [...document.querySelectorAll<HTMLElement>('[data-island]')]
await Promise.all(
  markers.map((marker) => {
    const Component: ComponentType = ISLAND_COMPONENTS[marker.dataset.island as IslandName]
    return new Promise<void>((hydrated) => {
      hydrateRoot(
        marker,
        <VikeReactProviderPageContext pageContext={pageContext}>
          <TooltipProvider>
            <Suspense>
              <Component />
              <Hydrated onHydrated={hydrated} />
            </Suspense>
          </TooltipProvider>
        </VikeReactProviderPageContext>,
      )
    })
  }),
)
document.documentElement.dataset.hydrated = 'true'
