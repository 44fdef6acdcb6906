// Asks for the prerendered pages' scripts at once and at low priority (server/scriptPreloads.ts says
// why); a step of `npm run build`, after Vike writes them and before their compressed copies.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { filesUnder } from '../server/filesUnder.ts'
import { lowPriorityScripts } from '../server/scriptPreloads.ts'

let pages = 0
const clientDir = join(import.meta.dirname, '..', 'dist', 'client')
for (const path of filesUnder(clientDir)) {
  if (!path.endsWith('.html')) continue
  const html = readFileSync(path, 'utf8')
  const lowered = lowPriorityScripts(html, clientDir)
  if (lowered === html) continue
  writeFileSync(path, lowered)
  pages++
}
console.log(`Scripts at low priority in ${pages} prerendered pages`)
