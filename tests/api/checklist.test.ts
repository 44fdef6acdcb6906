// GET /api/admin/checklist against real servers on PGlite and PostgreSQL: what each item finds in
// the configuration and the database, and who may read it.
import { describe, expect, it } from 'vitest'
import { checklistResponse, type Checklist } from '../../core/api/admin.ts'
import { migrations } from '../../entities/migrations/index.ts'
import { testDatabases } from '../support/databases.ts'
import { boostInput } from '../support/fixtures.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

const ADMIN_TOKEN = 'checklist-admin-token-0123456789'
const LIVE = {
  STRIPE_SECRET_KEY: 'sk_test_checklist',
  STRIPE_WEBHOOK_SECRET: 'whsec_checklist',
  // Nothing here calls Stripe; a closed port makes sure of it.
  STRIPE_API_BASE: 'http://127.0.0.1:9',
  ADMIN_TOKEN,
  PUBLIC_URL: 'https://boost.example',
}

async function checklist(server: TestServer, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/admin/checklist`, { headers })
  return { status: response.status, headers: response.headers, body: (await response.json()) as Checklist & { error?: string } }
}

function item(body: Checklist, id: Checklist['items'][number]['id']) {
  const found = body.items.find((entry) => entry.id === id)
  if (!found) throw new Error(`no checklist item ${id}`)
  return found
}

describe.each(testDatabases)('GET /api/admin/checklist on $name', (database) => {
  describe('with demo payments', () => {
    let server!: TestServer
    useTestServer(database, (started) => (server = started))

    it('is open, matches its schema, and lists the seven items in order with a fix for each', async () => {
      const { status, headers, body } = await checklist(server)
      expect(status).toBe(200)
      expect(headers.get('cache-control')).toBe('no-store')
      expect(checklistResponse.safeParse(body).success).toBe(true)
      expect(body.items.map((entry) => entry.id)).toEqual(['stripe-keys', 'webhook-recent', 'database-postgres', 'migrations-current', 'books-balance', 'public-url-https', 'admin-token'])
      for (const entry of body.items) expect(entry.fix.length).toBeGreaterThan(20)
      expect(body.payments).toBe('demo')
      expect(body.ready).toBe(false)
    })

    it('finds no Stripe keys, no webhook, plain http, no admin token, and says so', async () => {
      const { body } = await checklist(server)
      expect(item(body, 'stripe-keys')).toMatchObject({ ok: false, label: 'Stripe keys and webhook secret set' })
      expect(item(body, 'webhook-recent')).toMatchObject({ ok: false, detail: 'No Stripe event has been processed yet.' })
      expect(item(body, 'public-url-https')).toMatchObject({ ok: false, detail: `PUBLIC_URL is ${server.url}.` })
      expect(item(body, 'admin-token').ok).toBe(false)
    })

    it('reconciles the counters with the boosts, and names a difference when one is found', async () => {
      await server.services.ledger.record(boostInput({ creatorId: 'books-creator', currency: 'eur', grossCents: 1000 }))
      expect(item((await checklist(server)).body, 'books-balance')).toMatchObject({ ok: true, detail: 'Recomputed from the boosts, per creator and currency: no difference.' })
      await server.db.query(`update stat_counter set gross_cents = gross_cents + 1 where scope = 'creator:books-creator' and currency = 'eur' and gross_cents > 0`)
      try {
        expect(item((await checklist(server)).body, 'books-balance')).toMatchObject({
          ok: false,
          detail: '1 difference; the first: creator:books-creator, EUR, grossCents: counters 1001, boosts 1000.',
        })
      } finally {
        await server.db.query(`update stat_counter set gross_cents = gross_cents - 1 where scope = 'creator:books-creator' and currency = 'eur' and gross_cents > 0`)
      }
    })

    it(`says the database is ${database.name === 'postgres' ? '' : 'not '}PostgreSQL`, async () => {
      const { body } = await checklist(server)
      expect(item(body, 'database-postgres').ok).toBe(database.name === 'postgres')
    })

    it('compares the executed migrations with the committed list, both ways', async () => {
      const current = item((await checklist(server)).body, 'migrations-current')
      expect(current).toMatchObject({ ok: true, detail: `All ${migrations.length} migrations are applied.` })

      const last = migrations.at(-1)!.name
      const [row] = await server.db.query<{ id: number; name: string; executed_at: Date }>('select * from mikro_orm_migrations where name like ?', [`${last}%`])
      expect(row).toBeDefined()
      await server.db.query('delete from mikro_orm_migrations where id = ?', [row!.id])
      await server.db.query('insert into mikro_orm_migrations (name, executed_at) values (?, now())', ['Migration29991231000000'])
      try {
        const stale = item((await checklist(server)).body, 'migrations-current')
        expect(stale.ok).toBe(false)
        expect(stale.detail).toContain(`Not applied: ${last}.`)
        expect(stale.detail).toContain('Applied but unknown to this build (a newer version ran here): Migration29991231000000.')
      } finally {
        await server.db.query('delete from mikro_orm_migrations where name = ?', ['Migration29991231000000'])
        await server.db.query('insert into mikro_orm_migrations (id, name, executed_at) values (?, ?, ?)', [row!.id, row!.name, row!.executed_at])
      }
      expect(item((await checklist(server)).body, 'migrations-current').ok).toBe(true)
    })
  })

  describe('with live payments', () => {
    let server!: TestServer
    useTestServer(database, (started) => (server = started), LIVE)

    it('refuses a missing or wrong admin token with 401 and a Bearer challenge', async () => {
      for (const headers of [{} as Record<string, string>, { authorization: 'Bearer not-the-admin-token-at-all' }, { authorization: ADMIN_TOKEN }]) {
        const { status, headers: answer, body } = await checklist(server, headers)
        expect(status).toBe(401)
        expect(answer.get('www-authenticate')).toBe('Bearer realm="boost-admin"')
        expect(body.error).toMatch(/admin token/)
      }
    })

    it('answers the admin token: keys, https and token pass', async () => {
      const { status, body } = await checklist(server, { authorization: `Bearer ${ADMIN_TOKEN}` })
      expect(status).toBe(200)
      expect(body.payments).toBe('stripe')
      expect(item(body, 'stripe-keys').ok).toBe(true)
      expect(item(body, 'public-url-https')).toMatchObject({ ok: true, detail: 'PUBLIC_URL is https://boost.example.' })
      expect(item(body, 'admin-token').ok).toBe(true)
    })

    it('counts a webhook processed within 7 days as recent, and an older one as not', async () => {
      const authorization = `Bearer ${ADMIN_TOKEN}`
      await server.db.query('insert into processed_webhook_event (id, type, processed_at) values (?, ?, ?)', [
        'evt_checklist_old', 'account.updated', new Date(Date.now() - 8 * 24 * 3600 * 1000),
      ])
      const old = item((await checklist(server, { authorization })).body, 'webhook-recent')
      expect(old.ok).toBe(false)
      expect(old.detail).toMatch(/^The newest Stripe event was processed 8 days ago/)

      await server.db.query('insert into processed_webhook_event (id, type, processed_at) values (?, ?, ?)', [
        'evt_checklist_new', 'checkout.session.completed', new Date(Date.now() - 2 * 3600 * 1000),
      ])
      const recent = item((await checklist(server, { authorization })).body, 'webhook-recent')
      expect(recent.ok).toBe(true)
      expect(recent.detail).toMatch(/^The newest Stripe event was processed 2 hours ago/)

      const { body } = await checklist(server, { authorization })
      expect(body.ready).toBe(database.name === 'postgres')
    })
  })
})
