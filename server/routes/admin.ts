// GET /api/admin/checklist: the go-live checklist. Open while payments are a demo (nothing is at
// stake and it says what to set); with live payments only the platform admin (ADMIN_TOKEN) reads it.
import Router from '@koa/router'
import { adminEndpoints } from '../../core/api/admin.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db.ts'
import { requireAdmin } from '../middleware/access.ts'
import { goLiveChecklist } from '../services/checklist.ts'

const { checklist } = adminEndpoints

export function adminRoutes(db: Db, config: Config): Router {
  const router = new Router()
  router.get(checklist.path, requireAdmin(config), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await goLiveChecklist({ config, db })
  })
  return router
}
