// GET /boost.js, the embed script for any site, and GET /boost-checkout.js, the checkout flow it
// imports once a visitor shows interest. A plain URL is cached for 5 minutes, so a new release
// reaches every site soon; ?v=<version> (the version is the ETag) is immutable for a year, and is
// how boost.js asks for its checkout module. Both are served from memory with the brotli and gzip
// copies the build wrote (dist/widget); in development they are rebuilt in memory from widget/
// and core/ whenever a source changes.
import { existsSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Middleware } from 'koa'
import { buildInMemory } from '../../widget/buildInMemory.ts'
import { contentVersion } from '../../widget/contentVersion.ts'
import { type Encoded, loadStaticFiles, sendEncoded } from './staticFiles.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const BUILT = join(ROOT, 'dist/widget')
const PATHS = new Set(['/boost.js', '/boost-checkout.js'])
/** What the widget is built from, watched in development. */
const SOURCES = ['widget', 'core']

const SHORT_CACHE = 'public, max-age=300'
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Still JavaScript, so an embedding page gets a message in its console rather than a syntax error. */
const UNAVAILABLE = 'console.error("[boost] the widget is not available on this server right now (run `npm run build`)");\n'

type Script = { version: string; bodies: Encoded }
type Scripts = Map<string, Script>

export function widgetScripts({ dev }: { dev: boolean }): Middleware {
  const load = dev ? fromSources() : fromBuild()
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !PATHS.has(ctx.path)) return next()
    ctx.set('Access-Control-Allow-Origin', '*')
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin')
    ctx.type = 'text/javascript; charset=utf-8'
    let script: Script | undefined
    try {
      script = (await load())?.get(ctx.path)
    } catch (error) {
      ctx.state.log?.error({ err: error }, 'the widget script could not be built')
    }
    if (!script) {
      // The status alone makes the widget's import of the checkout module fail, which it reports.
      ctx.status = 503
      ctx.set('Cache-Control', 'no-store')
      ctx.body = UNAVAILABLE
      return
    }
    ctx.set('Cache-Control', dev ? 'no-cache' : ctx.query.v === script.version ? IMMUTABLE : SHORT_CACHE)
    sendEncoded(ctx, `"${script.version}"`, script.bodies)
  }
}

/** The build in dist/widget with its precompressed copies, read once it exists. */
function fromBuild(): () => Promise<Scripts | null> {
  let scripts: Scripts | null = null
  return async () => {
    if (!scripts && existsSync(BUILT)) {
      const files = loadStaticFiles(BUILT)
      scripts = new Map([...PATHS].flatMap((path) => {
        const file = files.get(path)
        return file ? [[path, { version: contentVersion(file.bodies.identity), bodies: file.bodies }] as const] : []
      }))
    }
    return scripts
  }
}

/** A build in memory from the sources, redone when any of their files changed. */
function fromSources(): () => Promise<Scripts> {
  let cached: { stamp: string; scripts: Promise<Scripts> } | undefined
  return async () => {
    const stamp = await sourceStamp()
    if (cached?.stamp !== stamp) cached = { stamp, scripts: buildScripts() }
    return cached.scripts
  }
}

async function buildScripts(): Promise<Scripts> {
  const files = await buildInMemory({ configFile: join(ROOT, 'widget/vite.config.ts') })
  return new Map(
    [...PATHS].map((path) => {
      const raw = files.get(path.slice(1))
      if (!raw) throw new Error(`the widget build has no ${path}`)
      const bodies = { identity: raw, gzip: gzipSync(raw), br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) }
      return [path, { version: contentVersion(raw), bodies }] as const
    }),
  )
}

async function sourceStamp(): Promise<string> {
  const parts: string[] = []
  const visit = async (path: string): Promise<void> => {
    for (const entry of await readdir(path, { withFileTypes: true })) {
      const full = join(path, entry.name)
      if (entry.isDirectory()) await visit(full)
      else parts.push(`${full}:${(await stat(full)).mtimeMs}`)
    }
  }
  for (const source of SOURCES) await visit(join(ROOT, source))
  return parts.join('|')
}
