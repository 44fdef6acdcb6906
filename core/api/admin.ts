// The admin API: the go-live checklist, computed by the server from its own configuration and
// database. The server answers with these schemas; the OpenAPI document and /api are generated from them.
import { z } from './zod.ts'
import { defineEndpoints } from './endpoint.ts'

const CHECKLIST_ITEM_IDS = ['stripe-keys', 'webhook-recent', 'database-postgres', 'migrations-current', 'books-balance', 'public-url-https', 'admin-token'] as const

const checklistItem = z.object({
  id: z.enum(CHECKLIST_ITEM_IDS),
  label: z.string(),
  ok: z.boolean(),
  detail: z.string().describe('what the server found'),
  fix: z.string().describe('how to make the item pass'),
})

export const checklistResponse = z.object({
  ready: z.boolean().describe('every item passes'),
  payments: z.enum(['demo', 'stripe']),
  checkedAt: z.iso.datetime(),
  items: z.array(checklistItem),
})

export const adminEndpoints = defineEndpoints({
  checklist: {
    method: 'GET',
    path: '/api/admin/checklist',
    summary:
      'The go-live checklist: Stripe keys and webhook secret, a webhook received in the last 7 days, PostgreSQL, migrations current, every counter equal to the sum of its boosts (reconciliation), an https PUBLIC_URL and an admin token; each item with what was found and how to fix it.',
    access: 'open with demo payments; with live payments `Authorization: Bearer ADMIN_TOKEN`',
    security: ['adminToken'],
    openWithDemoPayments: true,
    response: checklistResponse,
    errors: { 401: 'Payments are live: send the admin token' },
  },
})

export type Checklist = z.infer<typeof checklistResponse>
export type ChecklistItem = z.infer<typeof checklistItem>
