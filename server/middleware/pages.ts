// Serves the pages: in development through Vite's middleware (hot reload, on the server's own
// port), in production the built client files (prerendered pages included) and then Vike's
// renderPage() for everything else.
import { existsSync } from 'node:fs'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import type { Middleware } from 'koa'
import send from 'koa-send'
import { createDevMiddleware, renderPage } from 'vike/server'

type Connect = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void

export type Pages = { middleware: Middleware[]; close(): Promise<void> }

const CLIENT_DIR = resolve(import.meta.dirname, '../../dist/client')

export async function createPages({ dev, httpServer }: { dev: boolean; httpServer: Server }): Promise<Pages> {
  if (dev) {
    // Hot reload talks over the server's own port, not a second one.
    const { devMiddleware, viteServer } = await createDevMiddleware({
      root: resolve(import.meta.dirname, '../..'),
      viteConfig: { server: { hmr: { server: httpServer } } },
    })
    return { middleware: [fromConnect(devMiddleware as Connect), render], close: () => viteServer.close() }
  }
  if (!existsSync(CLIENT_DIR)) throw new Error('No build found in dist/: run `npm run build` (npm start does it for you).')
  return { middleware: [staticFiles, render], close: async () => {} }
}

const staticFiles: Middleware = async (ctx, next) => {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
  const immutable = ctx.path.startsWith('/assets/')
  const served = await send(ctx, ctx.path, {
    root: CLIENT_DIR,
    index: 'index.html',
    maxage: immutable ? 365 * 24 * 3600 * 1000 : 0,
    immutable,
  }).catch((error: { status?: number }) => {
    if (error.status === 404 || error.status === 400) return undefined
    throw error
  })
  if (!served) return next()
  if (!immutable && ctx.response.is('html')) ctx.set('Cache-Control', 'no-cache')
}

const render: Middleware = async (ctx, next) => {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
  // Server-side data hooks read the services (database, ledger, payments) from the page context.
  const pageContext = await renderPage({ urlOriginal: ctx.originalUrl, headersOriginal: ctx.headers, services: ctx.state.services, cookies: ctx.cookies })
  const response = pageContext.httpResponse
  if (!response) return next()
  ctx.status = response.statusCode
  for (const [name, value] of response.headers) ctx.set(name, value)
  ctx.body = response.body
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
