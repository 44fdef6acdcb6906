// GET /api/creators/:id/card.png: the share image of a creator's page, drawn from what the page
// shows now and kept by its content hash (services/cards/). Link previews fetch it from anywhere.
import Router from '@koa/router'
import { creatorPageEndpoints } from '../../core/api/creators.ts'
import { publicCors } from '../middleware/cors.ts'
import { cardVersion, creatorCardContent } from '../services/cards/cardContent.ts'
import type { Services } from '../services/index.ts'
import { parseParams, parseQuery } from '../validate.ts'

const { shareImage } = creatorPageEndpoints

export function creatorCardRoutes({ creatorPages, creatorCards }: Pick<Services, 'creatorPages' | 'creatorCards'>): Router {
  const router = new Router()
  const cors = publicCors(['GET'])
  router.options(shareImage.path, cors)
  router.get(shareImage.path, cors, async (ctx) => {
    const { id } = parseParams(ctx, shareImage.params)
    const { v } = parseQuery(ctx, shareImage.query)
    const creator = await creatorPages.creator(id)
    if (!creator.connected) ctx.throw(404, 'No creator has this address on Boost')
    const content = creatorCardContent(id, creator)
    const etag = `"${cardVersion(content)}"`
    // A versioned URL names one image forever; the plain one follows the goal as it moves.
    ctx.set('Cache-Control', v && `"${v}"` === etag ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
    ctx.set('ETag', etag)
    if (ctx.get('if-none-match') === etag) {
      ctx.status = 304
      return
    }
    ctx.type = 'image/png'
    ctx.body = (await creatorCards.render(content)).png
  })
  return router
}
