// GET /api/openapi.json: the API as an OpenAPI 3.1 document, built once on first request.
import Router from '@koa/router'
import { apiAreas } from '../../core/api/index.ts'
import { ledgerEndpoints } from '../../core/api/ledger.ts'
import type { Config } from '../config.ts'
import { publicCors } from '../middleware/cors.ts'
import { openApiDocument, type OpenApiDocument } from '../openapi.ts'

/** The version of the API contract, raised when an answer changes shape. */
const API_VERSION = '1.0.0'

export function openApiRoutes(config: Pick<Config, 'publicUrl' | 'payments'>): Router {
  const router = new Router()
  const cors = publicCors(['GET'])
  const { path } = ledgerEndpoints.openapi
  let document: OpenApiDocument | undefined
  router.options(path, cors)
  router.get(path, cors, (ctx) => {
    document ??= openApiDocument(apiAreas, { title: 'Boost API', version: API_VERSION, serverUrl: config.publicUrl, demoPayments: config.payments.kind === 'demo' })
    ctx.body = document
  })
  return router
}
