// Composes the Koa application: logging, compression, errors, security headers, the widget's
// scripts and the built files, body parsing, the API, then the rendered pages.
import { constants as zlib } from 'node:zlib'
import Koa from 'koa'
import compress from 'koa-compress'
import { readBody } from './middleware/body.ts'
import { ASSET_UPLOAD } from './routes/alertAssets.ts'
import { apiNotFound, errorResponses } from './middleware/errors.ts'
import { allowedMethodsAsJson, supportedMethodsOnly } from './middleware/methods.ts'
import type { Pages } from './middleware/pages.ts'
import { normalisedPaths } from './middleware/paths.ts'
import { privateAnswers } from './middleware/privateAnswers.ts'
import { requestLog } from './middleware/requestLog.ts'
import { securityHeaders } from './middleware/securityHeaders.ts'
import { widgetScripts } from './middleware/widgetScripts.ts'
import { apiRoutes } from './routes/index.ts'
import type { Services } from './services/index.ts'

export function createApp(services: Services, pages?: Pages): Koa {
  const { config, logger } = services
  // Behind proxies, the client is the entry the nearest trusted proxy appended to X-Forwarded-For,
  // counted from the right: whatever a client writes further left never names it (rate limits).
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: config.trustProxyHops })
  app.silent = true
  app.use(requestLog(logger))
  // Rendered pages, JSON and CSV over 1 KB travel as brotli or gzip. Built files come compressed
  // already, and the live stream writes to its socket itself, so neither passes through here.
  app.use(compress({ br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }, gzip: { level: 6 }, deflate: false, zstd: false }))
  app.use((ctx, next) => {
    ctx.state.services = services
    return next()
  })
  app.use(errorResponses(services.databaseOutage))
  app.use(privateAnswers())
  app.use(securityHeaders({ https: config.publicUrl.startsWith('https:') }))
  app.use(supportedMethodsOnly())
  app.use(normalisedPaths(() => config.publicUrl))
  app.use(widgetScripts({ dev: config.env === 'development' }))
  for (const middleware of pages?.files ?? []) app.use(middleware)
  app.use(readBody({ limitBytes: 64 * 1024, larger: [ASSET_UPLOAD] }))
  const api = apiRoutes(services)
  app.use(api.routes())
  app.use(allowedMethodsAsJson(api))
  app.use(apiNotFound())
  for (const middleware of pages?.render ?? []) app.use(middleware)
  return app
}
