// Lowers the priority of script preloads in the prerendered pages (server/scriptPreloads.ts says
// why); a step of `npm run build`, after Vike writes them and before their compressed copies.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { lowPriorityScriptPreloads } from '../server/scriptPreloads.ts'

export function lowerPrerenderedPreloads(dir: string): number {
  let pages = 0
  const visit = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry))
      return
    }
    if (!path.endsWith('.html')) return
    const html = readFileSync(path, 'utf8')
    const lowered = lowPriorityScriptPreloads(html)
    if (lowered === html) return
    writeFileSync(path, lowered)
    pages++
  }
  visit(dir)
  return pages
}

if (process.argv[1] === import.meta.filename) {
  console.log(`Script preloads at low priority in ${lowerPrerenderedPreloads(join(import.meta.dirname, '..', 'dist', 'client'))} prerendered pages`)
}
