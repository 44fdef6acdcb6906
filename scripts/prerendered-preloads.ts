// Lowers the priority of script preloads in the prerendered pages (server/scriptPreloads.ts says
// why); a step of `npm run build`, after Vike writes them and before their compressed copies.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { filesUnder } from '../server/filesUnder.ts'
import { lowPriorityScriptPreloads } from '../server/scriptPreloads.ts'

let pages = 0
for (const path of filesUnder(join(import.meta.dirname, '..', 'dist', 'client'))) {
  if (!path.endsWith('.html')) continue
  const html = readFileSync(path, 'utf8')
  const lowered = lowPriorityScriptPreloads(html)
  if (lowered === html) continue
  writeFileSync(path, lowered)
  pages++
}
console.log(`Script preloads at low priority in ${pages} prerendered pages`)
