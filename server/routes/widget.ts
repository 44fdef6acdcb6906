// GET /boost.js: the embed script, for any site, and GET /boost-checkout.js: the checkout flow it
// imports once a visitor shows interest. A plain URL is cached for 5 minutes, so a new release
// reaches every site soon; ?v=<version> (the version is the ETag) is immutable for a year, and is
// how boost.js asks for its checkout module. Answers are precompressed (brotli, gzip). In
// development both are rebuilt from widget/ whenever its sources change; otherwise they are read
// from the build in dist/widget.
import { readdir, readFile, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import Router from '@koa/router'
import type { Config } from '../config.ts'
import { contentVersion } from '../../widget/contentVersion.ts'
import { sendEncoded } from '../middleware/staticFiles.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const BUILT = join(ROOT, 'dist/widget')
/** The files of the widget's build, by URL path. */
const FILES = ['boost.js', 'boost-checkout.js'] as const
type WidgetFile = (typeof FILES)[number]
/** What the widget is built from, watched in development. */
const SOURCES = ['widget', 'core']

const SHORT_CACHE = 'public, max-age=300'
const IMMUTABLE = 'public, max-age=31536000, immutable'

type Script = { version: string; raw: Buffer; gzip: Buffer; brotli: Buffer }
type Scripts = Record<WidgetFile, Script>

export function widgetRoutes(config: Pick<Config, 'env'>): Router {
  const router = new Router()
  const load = config.env === 'development' ? fromSources() : fromBuild()
  for (const file of FILES) {
    router.get(`/${file}`, async (ctx) => {
      ctx.set('Access-Control-Allow-Origin', '*')
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin')
      ctx.type = 'text/javascript; charset=utf-8'
      let script: Script | undefined
      try {
        script = (await load())?.[file]
      } catch (error) {
        ctx.state.log?.error({ err: error }, 'the widget script could not be built')
      }
      if (!script) {
        // Still JavaScript, so an embedding page gets a message in its console rather than a syntax error;
        // the status alone makes the widget's import of the checkout module fail, which it reports.
        ctx.status = 503
        ctx.set('Cache-Control', 'no-store')
        ctx.body = 'console.error("[boost] the widget is not available on this server right now (run `npm run build`)");\n'
        return
      }
      ctx.set('Cache-Control', config.env === 'development' ? 'no-cache' : ctx.query.v === script.version ? IMMUTABLE : SHORT_CACHE)
      sendEncoded(ctx, `"${script.version}"`, { identity: script.raw, br: script.brotli, gzip: script.gzip })
    })
  }
  return router
}

function prepared(raw: Buffer): Script {
  return {
    version: contentVersion(raw),
    raw,
    gzip: gzipSync(raw, { level: 9 }),
    brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  }
}

/** The files in dist/widget, read again when a new build replaces them; null when there is no build. */
function fromBuild(): () => Promise<Scripts | null> {
  let cached: { stamp: string; scripts: Scripts } | undefined
  return async () => {
    const infos = await Promise.all(FILES.map((file) => stat(join(BUILT, file)).catch(() => null)))
    if (infos.some((info) => !info)) return null
    const stamp = infos.map((info) => info!.mtimeMs).join('|')
    if (cached?.stamp !== stamp) {
      const raws = new Map(await Promise.all(FILES.map(async (file) => [file, await readFile(join(BUILT, file))] as const)))
      cached = { stamp, scripts: scriptsOf((file) => raws.get(file)) }
    }
    return cached.scripts
  }
}

function scriptsOf(raw: (file: WidgetFile) => Buffer | undefined): Scripts {
  return Object.fromEntries(
    FILES.map((file) => {
      const bytes = raw(file)
      if (!bytes) throw new Error(`the widget build has no ${file}`)
      return [file, prepared(bytes)]
    }),
  ) as Scripts
}

/** A build in memory from widget/ and core/, redone when any of their files changed. */
function fromSources(): () => Promise<Scripts> {
  let cached: { stamp: string; scripts: Scripts } | undefined
  let building: { stamp: string; scripts: Promise<Scripts> } | undefined
  return async () => {
    const stamp = await sourceStamp()
    if (cached?.stamp === stamp) return cached.scripts
    if (building?.stamp !== stamp) {
      const scripts = buildInMemory()
      building = { stamp, scripts }
      scripts.then((done) => (cached = { stamp, scripts: done }), () => {})
    }
    return building.scripts
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

async function buildInMemory(): Promise<Scripts> {
  const { build } = await import('vite')
  const output = await build({ configFile: join(ROOT, 'widget/vite.config.ts'), build: { write: false } })
  const [bundle] = Array.isArray(output) ? output : [output]
  const files = bundle && 'output' in bundle ? bundle.output : []
  return scriptsOf((name) => {
    const file = files.find((candidate) => candidate.fileName === name)
    if (!file) return undefined
    return Buffer.from(file.type === 'chunk' ? file.code : file.source)
  })
}
