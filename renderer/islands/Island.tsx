// A part of the page that runs in the browser. On a page that hydrates whole it is simply its
// component; on a page that ships no page script (see ./islandPage.ts) the server renders it inside
// this marker, with its props as JSON, and the page's +client.ts hydrates each marker on its own
// with the component its islands.ts registers under that name, so the browser runs only these parts.
import { type ComponentType, Suspense } from 'react'

type IslandProps<P extends object> = { name: string; component: ComponentType<P> } & (object extends P ? { props?: P } : { props: P })

/** `props` must survive JSON: strings, numbers, booleans, arrays and plain objects. */
export function Island<P extends object>({ name, component, props }: IslandProps<P>) {
  const Component = component as ComponentType<object>
  return (
    <div data-island={name} data-props={props ? JSON.stringify(props) : undefined} className="contents">
      {/* The boundary hydrateIslands hydrates at low priority, in slices; the server must render it too. */}
      <Suspense>
        <Component {...props} />
      </Suspense>
    </div>
  )
}
