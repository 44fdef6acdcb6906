// GET /boost.js: the embed script, for any site. The plain URL is cached for 5 minutes, so a new
// release reaches every site soon; /boost.js?v=<version> (the version is the ETag) is immutable
// for a year. Answers are precompressed (brotli, gzip). In development the script is rebuilt from
// widget/ whenever its sources change; otherwise it is read from the build in dist/widget.
import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import Router from '@koa/router'
import type { Config } from '../config.ts'
import { sendEncoded } from '../middleware/staticFiles.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const BUILT = join(ROOT, 'dist/widget/boost.js')
/** What the widget is built from, watched in development. */
const SOURCES = ['widget', 'core']

const SHORT_CACHE = 'public, max-age=300'
const IMMUTABLE = 'public, max-age=31536000, immutable'

type Script = { version: string; raw: Buffer; gzip: Buffer; brotli: Buffer }

export function widgetRoutes(config: Pick<Config, 'env'>): Router {
  const router = new Router()
  const load = config.env === 'development' ? fromSources() : fromBuild()
  router.get('/boost.js', async (ctx) => {
    ctx.set('Access-Control-Allow-Origin', '*')
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin')
    ctx.type = 'text/javascript; charset=utf-8'
    let script: Script | null
    try {
      script = await load()
    } catch (error) {
      ctx.state.log?.error({ err: error }, 'the widget script could not be built')
      script = null
    }
    if (!script) {
      // Still JavaScript, so an embedding page gets a message in its console rather than a syntax error.
      ctx.status = 503
      ctx.set('Cache-Control', 'no-store')
      ctx.body = 'console.error("[boost] the widget is not available on this server right now (run `npm run build`)");\n'
      return
    }
    ctx.set('Cache-Control', config.env === 'development' ? 'no-cache' : ctx.query.v === script.version ? IMMUTABLE : SHORT_CACHE)
    sendEncoded(ctx, `"${script.version}"`, { identity: script.raw, br: script.brotli, gzip: script.gzip })
  })
  return router
}

function prepared(raw: Buffer): Script {
  return {
    version: createHash('sha256').update(raw).digest('hex').slice(0, 12),
    raw,
    gzip: gzipSync(raw, { level: 9 }),
    brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  }
}

/** dist/widget/boost.js, read again when a new build replaces it; null when there is none. */
function fromBuild(): () => Promise<Script | null> {
  let cached: { stamp: number; script: Script } | undefined
  return async () => {
    const info = await stat(BUILT).catch(() => null)
    if (!info) return null
    if (cached?.stamp !== info.mtimeMs) cached = { stamp: info.mtimeMs, script: prepared(await readFile(BUILT)) }
    return cached.script
  }
}

/** A build in memory from widget/ and core/, redone when any of their files changed. */
function fromSources(): () => Promise<Script> {
  let cached: { stamp: string; script: Script } | undefined
  let building: { stamp: string; script: Promise<Script> } | undefined
  return async () => {
    const stamp = await sourceStamp()
    if (cached?.stamp === stamp) return cached.script
    if (building?.stamp !== stamp) {
      const script = buildInMemory().then(prepared)
      building = { stamp, script }
      script.then((done) => (cached = { stamp, script: done }), () => {})
    }
    return building.script
  }
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

async function buildInMemory(): Promise<Buffer> {
  const { build } = await import('vite')
  const output = await build({ configFile: join(ROOT, 'widget/vite.config.ts'), build: { write: false } })
  const [bundle] = Array.isArray(output) ? output : [output]
  const chunk = bundle && 'output' in bundle ? bundle.output.find((file) => file.type === 'chunk') : undefined
  if (!chunk || chunk.type !== 'chunk') throw new Error('the widget build produced no script')
  return Buffer.from(chunk.code)
}
