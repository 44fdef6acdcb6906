// The images and sounds of a creator's alerts: uploaded, listed and deleted with their session,
// served to anyone with their own type and cached for good, since each address holds its hash.
import Router from '@koa/router'
import { alertAssetEndpoints } from '../../core/api/alertAssets.ts'
import { creatorParams } from '../../core/api/fields.ts'
import type { LargerBody } from '../middleware/body.ts'
import { requireSignedInAs } from '../middleware/access.ts'
import { sameOrigin } from '../middleware/sameOrigin.ts'
import { ASSET_MAX_BYTES } from '../services/assetType.ts'
import type { Services } from '../services/index.ts'
import { parseParams, parseQuery } from '../validate.ts'

const { uploadAlertAsset, alertAssets, alertAsset, deleteAlertAsset } = alertAssetEndpoints

/** An upload's body may be as large as the largest file kept: an image. */
export const ASSET_UPLOAD: LargerBody = {
  path: /^\/api\/creators\/[^/]+\/alerts\/assets$/,
  limitBytes: ASSET_MAX_BYTES.image,
  message: 'A file may be at most 2 MB (a sound at most 1 MB)',
}

const FOREVER = 'public, max-age=31536000, immutable'

export function alertAssetRoutes(services: Services): Router {
  const { alertAssets: assets } = services
  const router = new Router()
  const own = sameOrigin(() => services.config.publicUrl)

  router.post(uploadAlertAsset.path, own, async (ctx) => {
    const { id } = parseParams(ctx, uploadAlertAsset.params)
    await requireSignedInAs(ctx, id)
    const { name } = parseQuery(ctx, uploadAlertAsset.query)
    const { asset, created } = await assets.upload(id, (ctx.state.rawBody as Buffer | undefined) ?? Buffer.alloc(0), name)
    ctx.status = created ? 201 : 200
    ctx.body = asset
  })

  router.get(alertAssets.path, own, async (ctx) => {
    const { id } = parseParams(ctx, alertAssets.params)
    await requireSignedInAs(ctx, id)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await assets.list(id)
  })

  router.get(alertAsset.path, async (ctx) => {
    const { id, assetId } = parseParams(ctx, alertAsset.params)
    const asset = await assets.read(id, assetId)
    if (!asset) return ctx.throw(404, 'No such file')
    ctx.set('Cache-Control', FOREVER)
    ctx.set('ETag', `"${assetId}"`)
    ctx.type = asset.contentType
    // Judged by its bytes on the way in; a browser must not judge it again on the way out.
    ctx.set('X-Content-Type-Options', 'nosniff')
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox")
    ctx.status = 200
    if (ctx.fresh) ctx.status = 304
    else ctx.body = Buffer.from(asset.bytes.buffer, asset.bytes.byteOffset, asset.bytes.byteLength)
  })

  router.delete(deleteAlertAsset.path, own, async (ctx) => {
    // Who asks is settled before what they ask for: a stranger learns nothing of the file's id.
    await requireSignedInAs(ctx, parseParams(ctx, creatorParams).id)
    const { id, assetId } = parseParams(ctx, deleteAlertAsset.params)
    await assets.remove(id, assetId)
    ctx.body = { deleted: true }
  })

  return router
}
