// Every script a page runs at start is asked for at once, and at low priority:
// - Vike preloads every script a page imports, and Chromium gives a preload and a module script
//   high priority, so on a slow network those scripts share the bandwidth with the stylesheet the
//   first paint waits for. At low priority they still start at once and arrive before hydration
//   asks for them, after what the page needs to show: Lighthouse's mobile first paint on / went
//   from 2.0 s to 1.0 s for preloads, and on the island pages from 1.5 s to 0.9 s with the entry.
// - A page that ships only its islands (renderer/islands/) gets from Vike its entry alone, whose
//   imports the browser finds only once it has arrived, and theirs after that: a chain of round
//   trips before the islands can run. Each of them gets a preload beside the entry.
// Applied to every rendered page as it is sent, and to the prerendered ones once they are built.
import { join, relative } from 'node:path'
import { staticGraph } from './scriptGraph.ts'

// Vike writes these two shapes; a tag this has lowered no longer matches, so lowering twice changes nothing.
const SCRIPT_PRELOAD = /<link rel="modulepreload" href="([^"]+)"/g
const ENTRY_SCRIPT = /<script src="([^"]+)" type="module" async((?: nonce="[^"]*")?)><\/script>/g

/** `clientDir`: the built client files (dist/client), where the entries' imports are read. */
export function lowPriorityScripts(html: string, clientDir: string): string {
  const preloaded = new Set([...html.matchAll(SCRIPT_PRELOAD)].map(([, href]) => href!))
  return html
    .replace(SCRIPT_PRELOAD, '<link rel="modulepreload" fetchpriority="low" href="$1"')
    .replace(ENTRY_SCRIPT, (_, src: string, nonce: string) => {
      const preloads = importsOf(clientDir, src)
        .filter((script) => !preloaded.has(script))
        .map((script) => `<link rel="modulepreload" fetchpriority="low" href="${script}">`)
      return `<script src="${src}" type="module" async fetchpriority="low"${nonce}></script>${preloads.join('')}`
    })
}

// The built files do not change while a server runs: each entry's imports are read once.
const importsByEntry = new Map<string, string[]>()

/** The paths of the scripts `src` imports statically, and theirs; none for a script not in `clientDir`. */
function importsOf(clientDir: string, src: string): string[] {
  const entry = join(clientDir, src)
  let imports = importsByEntry.get(entry)
  if (!imports) {
    imports = [...staticGraph([entry])].filter((path) => path !== entry).map((path) => `/${relative(clientDir, path)}`)
    importsByEntry.set(entry, imports)
  }
  return imports
}
