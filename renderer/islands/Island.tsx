// A part of the page that runs in the browser. On a page that hydrates whole it is simply its
// component; on a page that ships no page script (see ./islandPage.ts) the server renders it inside
// this marker and ./hydrateIslands.ts hydrates each marker on its own, with the component
// ./islandComponents.ts names, so the browser runs only these parts and none of the page's code.
import { type ComponentType, Suspense } from 'react'
import type { IslandName } from './islandComponents.ts'

export function Island({ name, component: Component }: { name: IslandName; component: ComponentType }) {
  return (
    <div data-island={name} className="contents">
      {/* The boundary ./hydrateIslands.tsx hydrates at low priority, in slices; the server must render it too. */}
      <Suspense>
        <Component />
      </Suspense>
    </div>
  )
}
