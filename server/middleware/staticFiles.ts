// Serves the client build from memory: every file is read once at start, with the brotli and gzip
// copies the build wrote next to it, so a request costs a map lookup and one write. Hashed assets
// are immutable for a year; everything else (prerendered pages, the service worker) revalidates
// through its ETag. A prerendered page's inline scripts are hashed as they are read, for its
// Content-Security-Policy: being our build's output, they are the only ones it may run.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { extname, relative, sep } from 'node:path'
import type { Context, Middleware } from 'koa'
import { filesUnder } from '../filesUnder.ts'

export type Encoded = { identity: Buffer; br?: Buffer | undefined; gzip?: Buffer | undefined }
type StaticFile = { extension: string; etag: string; cacheControl: string; bodies: Encoded; scriptSources: string[] }

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Reads `dir` into memory; `/a/index.html` also answers `/a/` and `/a`. */
export function loadStaticFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>()
  for (const path of filesUnder(dir)) {
    const urlPath = `/${relative(dir, path).split(sep).join('/')}`
    // Hidden files and folders (the build manifest) stay private; compressed copies are served as encodings.
    if (urlPath.includes('/.') || path.endsWith('.br') || path.endsWith('.gz')) continue
    const identity = readFileSync(path)
    const file: StaticFile = {
      extension: extname(path),
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
      bodies: { identity, br: readIfExists(`${path}.br`), gzip: readIfExists(`${path}.gz`) },
      scriptSources: extname(path) === '.html' ? inlineScriptHashes(identity.toString('utf8')) : [],
    }
    files.set(urlPath, file)
    if (urlPath.endsWith('/index.html')) {
      const folder = urlPath.slice(0, -'index.html'.length)
      files.set(folder, file)
      if (folder !== '/') files.set(folder.slice(0, -1), file)
    }
  }
  return files
}

export function staticFiles(files: Map<string, StaticFile>): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    const file = files.get(ctx.path)
    if (!file) return next()
    ctx.type = file.extension
    ctx.set('Cache-Control', file.cacheControl)
    ctx.state.scriptSources = file.scriptSources
    sendEncoded(ctx, file.etag, file.bodies)
  }
}

/**
 * Answers with the best encoding the client accepts, or 304 when its copy is current. One ETag
 * for every encoding, marked weak as RFC 9110 asks of representations that differ in bytes.
 */
export function sendEncoded(ctx: Context, etag: string, bodies: Encoded) {
  ctx.set('Vary', 'Accept-Encoding')
  ctx.etag = `W/${etag}`
  ctx.status = 200
  if (ctx.fresh) {
    ctx.status = 304
    return
  }
  // Brotli whenever it is accepted: browsers list gzip first without preferring it.
  const encoding = bodies.br && ctx.acceptsEncodings('br') === 'br' ? 'br' : bodies.gzip && ctx.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : null
  if (encoding) ctx.set('Content-Encoding', encoding)
  ctx.body = (encoding && bodies[encoding]) ?? bodies.identity
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*["']?([^"'\s>]+)/i
const NONCE_ATTRIBUTE = /(?:^|\s)nonce\s*=\s*["']?([^"'\s>]+)/i
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

/**
 * CSP sources (`'sha256-…'`) for the inline scripts of a page; data blocks such as JSON run nothing.
 * With `nonce`, only for the scripts that carry it: a page rendered at runtime holds data, and a
 * script that came in with it cannot know the nonce its render was given.
 */
export function inlineScriptHashes(html: string, nonce?: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue
    if (nonce !== undefined && NONCE_ATTRIBUTE.exec(attributes)?.[1] !== nonce) continue
    const type = TYPE_ATTRIBUTE.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (SCRIPT_TYPES.has(type)) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  return [...hashes]
}

function readIfExists(path: string): Buffer | undefined {
  return existsSync(path) ? readFileSync(path) : undefined
}
