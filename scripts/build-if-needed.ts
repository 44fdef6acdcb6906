// Builds the pages and the widget when their sources changed since the last build, so that
// `npm start` on a fresh clone serves a complete product and a second start is instant.
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { filesUnder } from '../server/filesUnder.ts'

const root = join(import.meta.dirname, '..')
const stampPath = join(root, 'dist', '.source-hash')
const SOURCES = ['pages', 'renderer', 'ui', 'widget', 'assets', 'core', 'public', 'vite.config.ts', 'scripts/prerendered-preloads.ts', 'server/scriptPreloads.ts', 'server/scriptGraph.ts', 'scripts/precompress.ts', 'server/filesUnder.ts', 'package-lock.json']

function sourceHash(): string {
  const hash = createHash('sha256')
  for (const source of SOURCES) {
    const path = join(root, source)
    if (!existsSync(path)) continue
    for (const file of filesUnder(path)) if (!/\.test\.tsx?$/.test(file)) hash.update(relative(root, file)).update(readFileSync(file))
  }
  return hash.digest('hex')
}

export function buildIfNeeded(): boolean {
  const current = sourceHash()
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === current) return false
  // The steps of `npm run build`: the pages, the embed script, scripts asked for at once and at low priority in the prerendered pages, compressed copies of the pages' files, and what each page loads.
  const steps = [
    [join(root, 'node_modules/vike/bin.js'), 'build'],
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '-c', 'widget/vite.config.ts'],
    [join(root, 'scripts/prerendered-preloads.ts')],
    [join(root, 'scripts/precompress.ts')],
    [join(root, 'scripts/bundle-report.ts')],
  ]
  for (const args of steps) {
    execFileSync(process.execPath, args, {
      cwd: root,
      stdio: 'inherit',
      // A test runner's NODE_ENV=test would otherwise produce development JSX.
      env: { ...process.env, NODE_ENV: 'production' },
    })
  }
  writeFileSync(stampPath, current)
  return true
}

if (process.argv[1] === import.meta.filename) {
  console.log(buildIfNeeded() ? 'Built the pages and the widget.' : 'The build is up to date.')
}
