// Prints the script each page loads before it can run: the client router, the page's entry and
// every chunk they import statically (chunks imported on demand are left out), raw and as the
// brotli copy the server sends; for a page that ships only its islands (renderer/islands/), its
// +client.ts entry and what that imports. The last step of `npm run build`, so a page that grows
// shows there.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { staticGraph } from '../server/scriptGraph.ts'

/** The entry of a page's +client.ts: a page that ships only its islands loads it instead of the router and the page entry. */
const CLIENT_ENTRY = /^pages_.+_client\.[\w-]+\.js$/

type PageBundle = { page: string; files: number; rawBytes: number; brotliBytes: number }

export function pageBundles(assetsDir: string): PageBundle[] {
  const entries = join(assetsDir, 'entries')
  const names = readdirSync(entries).filter((name) => name.endsWith('.js'))
  const entry = (prefix: string) => names.find((name) => name.startsWith(prefix))
  const router = entry('entry-client-routing.')
  return names
    .filter((name) => name.startsWith('pages_') && !CLIENT_ENTRY.test(name))
    .map((name) => {
      const page = name.slice('pages_'.length).replace(/\.[\w-]+\.js$/, '')
      const islands = entry(`pages_${page}_client.`)
      const starts = islands ? [join(entries, islands)] : [join(entries, name), ...(router ? [join(entries, router)] : [])]
      const files = staticGraph(starts)
      const size = (path: string) => (existsSync(path) ? statSync(path).size : 0)
      return {
        page,
        files: files.size,
        rawBytes: [...files].reduce((total, path) => total + size(path), 0),
        // A file too small to be worth compressing is sent as it is.
        brotliBytes: [...files].reduce((total, path) => total + (size(`${path}.br`) || size(path)), 0),
      }
    })
    .sort((a, b) => b.brotliBytes - a.brotliBytes)
}

if (process.argv[1] === import.meta.filename) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9)
  console.log('\nScript each page loads before it runs (static imports; brotli as sent):')
  for (const { page, files, rawBytes, brotliBytes } of pageBundles(join(import.meta.dirname, '..', 'dist', 'client', 'assets'))) {
    console.log(`  ${page.padEnd(26)} ${String(files).padStart(3)} files ${kb(rawBytes)} raw ${kb(brotliBytes)} brotli`)
  }
}
