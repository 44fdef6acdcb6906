// Serves the pages: in development through Vite's middleware (hot reload, on the server's own
// port), in production the built client files (prerendered pages included) from memory and then
// Vike's renderPage() for everything else.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import type { Context, Middleware } from 'koa'
import { createDevMiddleware, renderPage } from 'vike/server'
import { type CachedPage, keptPage } from '../services/creatorPageCache.ts'
import type { Services } from '../services/index.ts'
import { lowPriorityScripts } from '../scriptPreloads.ts'
import { inlineScriptHashes, loadStaticFiles, sendEncoded, staticFiles } from './staticFiles.ts'

type Connect = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void

/** `files` runs before the API (static files need no database), `render` after it. */
export type Pages = { files: Middleware[]; render: Middleware[]; close(): Promise<void> }

const CLIENT_DIR = resolve(import.meta.dirname, '../../dist/client')

export async function createPages({ dev, httpServer }: { dev: boolean; httpServer: Server }): Promise<Pages> {
  if (dev) {
    // Hot reload talks over the server's own port, not a second one.
    const { devMiddleware, viteServer } = await createDevMiddleware({
      root: resolve(import.meta.dirname, '../..'),
      viteConfig: { server: { hmr: { server: httpServer } } },
    })
    return { files: [], render: [fromConnect(devMiddleware as Connect), render], close: () => viteServer.close() }
  }
  if (!existsSync(CLIENT_DIR)) throw new Error('No build found in dist/: run `npm run build` (npm start does it for you).')
  return { files: [staticFiles(loadStaticFiles(CLIENT_DIR))], render: [render], close: async () => {} }
}

/** A creator's page with nothing after the path: the one rendered page worth keeping (services/creatorPageCache.ts). */
const CREATOR_PAGE = /^\/c\/([a-z0-9_-]{3,64})$/

const render: Middleware = async (ctx, next) => {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
  const services = ctx.state.services as Services
  // Who is signed in is read here, once: data hooks use the creators, and every page's console
  // shell the first creator's account summary (`me`, passed to the client).
  const { creators: signedInCreators } = await services.sessions.signedIn(ctx)
  const me = signedInCreators[0] ? await services.accounts.me(signedInCreators[0]) : null
  const livePayments = services.config.payments.kind !== 'demo'
  // A visitor who is not signed in sees the same creator page as every other: it is kept rendered,
  // its inline scripts allowed by hash as a prerendered page's are. Only the scripts the app wrote
  // are: the render's own nonce marks them, and is then taken out of a page kept for everyone.
  const creatorId = !me && !ctx.querystring ? CREATOR_PAGE.exec(ctx.path)?.[1] : undefined
  if (creatorId) {
    const kept = await services.creatorPageCache.load(creatorId, async () => {
      const renderNonce = randomBytes(16).toString('base64url')
      const { httpResponse: response } = await renderPage({
        urlOriginal: ctx.originalUrl, headersOriginal: ctx.headers, services, signedInCreators, me, livePayments, cspNonce: renderNonce,
      })
      if (response?.statusCode !== 200) return null
      const html = lowPriorityScripts(String(response.body), CLIENT_DIR)
      return keptPage(html.replaceAll(` nonce="${renderNonce}"`, ''), inlineScriptHashes(html, renderNonce), response.headers)
    })
    // Anything but a page to keep (a 404) renders below, as every other page does.
    if (kept) return sendKept(ctx, kept)
  }
  // Every script Vike writes, and the theme script in +Head.tsx, carry this response's own nonce;
  // it is handed in rather than left to Vike's `csp` setting so prerendered pages carry none.
  const cspNonce = randomBytes(16).toString('base64url')
  // Server-side data hooks read the services (database, ledger, payments) from the page context.
  const pageContext = await renderPage({ urlOriginal: ctx.originalUrl, headersOriginal: ctx.headers, services, signedInCreators, me, livePayments, cspNonce })
  const response = pageContext.httpResponse
  if (!response) return next()
  ctx.state.scriptSources = [`'nonce-${cspNonce}'`]
  ctx.status = response.statusCode
  for (const [name, value] of response.headers) ctx.set(name, value)
  // A page that is the same for every visitor: the browser may keep it, revalidating on each use,
  // so back and forward can restore it from the back/forward cache (which Vike's default no-store
  // rules out). A page rendered for a signed-in creator is marked private by privateAnswers.
  ctx.set('Cache-Control', 'no-cache')
  ctx.body = typeof response.body === 'string' ? lowPriorityScripts(response.body, CLIENT_DIR) : response.body
}

function sendKept(ctx: Context, page: CachedPage): void {
  for (const [name, value] of page.headers) ctx.set(name, value)
  ctx.set('Cache-Control', 'no-cache')
  ctx.state.scriptSources = page.scriptSources
  sendEncoded(ctx, page.etag, page.bodies)
}

/** Vite answers some requests itself; settle when it does, or when it hands the request on. */
function fromConnect(connect: Connect): Middleware {
  return (ctx, next) =>
    new Promise<void>((settle, fail) => {
      const finished = () => settle()
      ctx.res.once('finish', finished)
      connect(ctx.req, ctx.res, (error) => {
        ctx.res.off('finish', finished)
        if (error) fail(error)
        else next().then(settle, fail)
      })
    }).then(() => {
      if (ctx.res.writableEnded) ctx.respond = false
    })
}
