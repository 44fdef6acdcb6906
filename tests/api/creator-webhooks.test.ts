// Creator webhooks over HTTP against a real receiver: at-least-once delivery signed per Standard
// Webhooks through a receiver's outage and a server restart, the events a refund, a dispute and a
// reached goal queue, the console's API (its refusals, delete, Resend), private addresses refused
// when an endpoint is added and when it is called, and an endpoint disabled after failing for 3 days.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { WebhookDeliveryView, WebhookEndpointView } from '../../core/api/webhooks.ts'
import type { Database } from '../../server/config.ts'
import { disputeBoost, refundBoost } from '../../server/services/ledger/index.ts'
import type { CookieJar } from '../support/cookieJar.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { type TestDatabase, testDatabases } from '../support/databases.ts'
import { boostInput } from '../support/fixtures.ts'
import { startTestServer, type TestServer, useTestServer } from '../support/server.ts'

type Received = { path: string; headers: IncomingHttpHeaders; body: string; answered: number }

/** A webhook receiver: /ok answers 200, /down 503, /flaky 503 to its first two requests then 200, each with a short text; /long 200 with 5,000 bytes. */
async function startReceiver() {
  const received: Received[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = request.url ?? '/'
      const earlier = received.filter((entry) => entry.path === path).length
      const answered = path.startsWith('/down') || (path.startsWith('/flaky') && earlier < 2) ? 503 : 200
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), answered })
      response.writeHead(answered, { 'content-type': 'text/plain' }).end(path.startsWith('/long') ? 'x'.repeat(5000) : `answered ${answered}`)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, received, at: (path: string) => received.filter((entry) => entry.path === path), close: () => new Promise((resolve) => server.close(resolve)) }
}

/** Standard Webhooks verification written here, apart from the server's signing. */
function validSignature(secret: string, { headers, body }: Received): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64')
  const expected = createHmac('sha256', key).update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`).digest()
  return String(headers['webhook-signature']).split(' ').some((signature) => {
    const [version, value = ''] = signature.split(',')
    const given = Buffer.from(value, 'base64')
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected)
  })
}

type Falsy = null | undefined | false

function until<T>(probe: () => T | Falsy | Promise<T | Falsy>, what: string, timeout = 15_000): Promise<T> {
  return vi.waitFor(async () => (await probe()) || Promise.reject(new Error(`timed out waiting for ${what}`)), { timeout, interval: 50 })
}

async function addWebhook(browser: CookieJar, creatorId: string, url: string, events: string[]) {
  const response = await browser.request(`/api/creators/${creatorId}/webhooks`, { method: 'POST', body: { url, events } })
  expect(response.status).toBe(200)
  return (await response.json()) as { id: string; secret: string }
}

const error = async (response: Response) => ((await response.json()) as { error: string }).error
const SESSION_SECRET = 'webhook-tests-session-secret-0123456789'
const FAST = { WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_BASE_MS: '400', RATE_LIMIT_PER_MINUTE: '1000', SESSION_SECRET }

/** A database that outlives a server: PGlite in a folder (not in memory), or a fresh PostgreSQL database. */
async function persistentDatabase(database: TestDatabase): Promise<{ config: Database; drop(): Promise<void> }> {
  if (database.name === 'postgres') return database.create()
  const dataDir = await mkdtemp(join(tmpdir(), 'boost-webhooks-'))
  return { config: { kind: 'pglite', dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) }
}

describe.each(testDatabases)('creator webhooks on $name', (database) => {
  let receiver!: Awaited<ReturnType<typeof startReceiver>>
  beforeAll(async () => {
    receiver = await startReceiver()
  })
  afterAll(async () => {
    await receiver.close()
  })

  it('delivers a boost.created exactly once, signed, past a receiver down for two attempts and a server restart', async () => {
    const { config, drop } = await persistentDatabase(database)
    let first: TestServer | undefined
    let second: TestServer | undefined
    try {
      first = await startTestServer(config, FAST)
      const maya = await connectDemoCreator(first, 'hook-restart')
      const { id, secret } = await addWebhook(maya, 'hook-restart', `${receiver.url}/flaky-restart`, ['boost.created'])
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
      const { event } = await first.services.ledger.record(boostInput({ creatorId: 'hook-restart', grossCents: 1500, message: 'for the mic' }))

      await until(() => receiver.at('/flaky-restart').length >= 1, 'the first attempt')
      await first.stop()
      first = undefined
      second = await startTestServer(config, FAST)
      await until(() => receiver.at('/flaky-restart').some((entry) => entry.answered === 200), 'a successful delivery')
      // Recorded delivered, it is never claimed again; every attempt is counted when it is claimed.
      const delivered = await until(async () => {
        const [row] = await second!.services.webhooks.deliveries('hook-restart', Number(id))
        return row?.status === 'delivered' && row
      }, 'the delivery recorded')
      expect(delivered).toMatchObject({ event: 'boost.created', status: 'delivered', attempts: 3, statusCode: 200, error: null, nextAttemptAt: null })

      const attempts = receiver.at('/flaky-restart')
      expect(attempts.map((entry) => entry.answered)).toEqual([503, 503, 200])
      expect(new Set(attempts.map((entry) => entry.headers['webhook-id'])).size).toBe(1)
      expect(new Set(attempts.map((entry) => entry.body)).size).toBe(1)
      for (const attempt of attempts) {
        expect(validSignature(secret, attempt)).toBe(true)
        expect(() => new Webhook(secret).verify(attempt.body, attempt.headers as Record<string, string>)).not.toThrow()
        expect(attempt.headers['content-type']).toBe('application/json')
      }
      expect(validSignature(`whsec_${Buffer.alloc(24).toString('base64')}`, attempts[2]!)).toBe(false)
      expect(JSON.parse(attempts[2]!.body)).toEqual({
        type: 'boost.created',
        timestamp: expect.any(String),
        data: expect.objectContaining({ id: String(event.id), creatorId: 'hook-restart', gross: '1500', currency: 'usd', message: 'for the mic', reversed: false, dispute: null }),
      })
    } finally {
      await first?.stop()
      await second?.stop()
      await drop()
    }
  })

  describe('on one server', () => {
    let server!: TestServer
    useTestServer(database, (started) => (server = started), FAST)

    it('queues boost.refunded when a refund changes the boost, boost.disputed when a dispute opens, and goal.reached once', async () => {
      const owner = await connectDemoCreator(server, 'hook-events')
      const { id, secret } = await addWebhook(owner, 'hook-events', `${receiver.url}/events`, ['boost.refunded', 'boost.disputed', 'goal.reached'])
      const { ledger } = server.services
      const boost = boostInput({ creatorId: 'hook-events', grossCents: 2000 })
      await ledger.record(boost)
      await ledger.transaction((tx) => refundBoost(tx, boost.ref, 500))
      await ledger.transaction((tx) => refundBoost(tx, boost.ref, 500))
      await ledger.transaction((tx) => disputeBoost(tx, boost.ref, 'open'))
      await ledger.transaction((tx) => disputeBoost(tx, boost.ref, 'won'))

      expect((await owner.request('/api/creators/hook-events/goal', { method: 'PUT', body: { title: 'Lights', target: 5 } })).status).toBe(200)
      await ledger.record(boostInput({ creatorId: 'hook-events', grossCents: 600 }))
      for (let read = 0; read < 2; read++) expect((await fetch(`${server.url}/api/creators/hook-events`)).status).toBe(200)

      // Events are queued with what causes them, so all of them are queued by now: wait until each is delivered.
      const deliveries = await until(async () => {
        const queued = await server.services.webhooks.deliveries('hook-events', Number(id))
        return queued.length > 0 && queued.every((delivery) => delivery.status === 'delivered') && queued
      }, 'every event delivered')
      expect(deliveries.map((delivery) => delivery.event).sort()).toEqual(['boost.disputed', 'boost.refunded', 'goal.reached'])
      expect(deliveries.map((delivery) => delivery.attempts)).toEqual([1, 1, 1])
      const bodies = receiver.at('/events').map((entry) => JSON.parse(entry.body) as { type: string; data: Record<string, unknown> })
      expect(bodies.map((body) => body.type).sort()).toEqual(['boost.disputed', 'boost.refunded', 'goal.reached'])
      expect(bodies.find((body) => body.type === 'boost.refunded')?.data).toMatchObject({ ref: boost.ref, refunded: '500' })
      expect(bodies.find((body) => body.type === 'goal.reached')?.data).toMatchObject({ creatorId: 'hook-events', title: 'Lights', targetCents: 500, raisedCents: 600, reachedAt: expect.any(String) })
      for (const entry of receiver.at('/events')) expect(validSignature(secret, entry)).toBe(true)
    })

    it('queues goal.reached with the boost that reaches the goal, at that boost’s time, when nobody reads the creator', async () => {
      const owner = await connectDemoCreator(server, 'hook-goal')
      const { id } = await addWebhook(owner, 'hook-goal', `${receiver.url}/goal`, ['goal.reached'])
      expect((await owner.request('/api/creators/hook-goal/goal', { method: 'PUT', body: { title: 'Desk', target: 10 } })).status).toBe(200)
      const { ledger } = server.services
      await ledger.record(boostInput({ creatorId: 'hook-goal', grossCents: 400 }))
      const at = new Date(Date.now() - 60_000)
      await ledger.record(boostInput({ creatorId: 'hook-goal', grossCents: 600, at }))
      await ledger.record(boostInput({ creatorId: 'hook-goal', grossCents: 600 }))

      // Nothing reads the creator or their page: the boost itself queued it, once.
      const [delivery] = await until(async () => {
        const queued = await server.services.webhooks.deliveries('hook-goal', Number(id))
        return queued[0]?.status === 'delivered' && queued
      }, 'goal.reached delivered')
      expect(receiver.at('/goal')).toHaveLength(1)
      const body = JSON.parse(receiver.at('/goal')[0]!.body) as { type: string; timestamp: string; data: Record<string, unknown> }
      expect(body).toEqual({
        type: 'goal.reached',
        timestamp: at.toISOString(),
        data: expect.objectContaining({ creatorId: 'hook-goal', title: 'Desk', targetCents: 1000, raisedCents: 1000, reachedAt: at.toISOString() }),
      })
      expect(delivery).toMatchObject({ event: 'goal.reached', attempts: 1 })
      const [goal] = await server.db.query<{ reached_at: Date }>('select reached_at from creator_goal where creator_id = ?', ['hook-goal'])
      expect(new Date(goal!.reached_at).toISOString()).toBe(at.toISOString())
    })

    it('changes an endpoint’s events, sends a test event, and shows each delivery’s request and response', async () => {
      const owner = await connectDemoCreator(server, 'hook-detail')
      const { id, secret } = await addWebhook(owner, 'hook-detail', `${receiver.url}/long`, ['boost.created'])
      const patch = (body: unknown, endpoint = id) => owner.request(`/api/creators/hook-detail/webhooks/${endpoint}`, { method: 'PATCH', body })
      const changed = await patch({ events: ['goal.reached', 'boost.refunded', 'goal.reached'] })
      expect(changed.status).toBe(200)
      expect(await changed.json()).toMatchObject({ id, events: ['goal.reached', 'boost.refunded'] })
      // Refused, it changes nothing.
      const refused = await patch({ events: [] })
      expect(refused.status).toBe(400)
      expect(await error(refused)).toMatch(/^events: must be one or more of/)
      expect((await patch({ events: ['boost.deleted'] })).status).toBe(400)
      expect((await patch({ events: ['boost.created'] }, '999999')).status).toBe(404)
      const stranger = await connectDemoCreator(server, 'hook-detail-stranger', 'Theo')
      expect((await stranger.request(`/api/creators/hook-detail/webhooks/${id}`, { method: 'PATCH', body: { events: ['boost.created'] } })).status).toBe(403)
      expect(((await (await owner.request('/api/creators/hook-detail/webhooks')).json()) as WebhookEndpointView[])[0]!.events).toEqual(['goal.reached', 'boost.refunded'])

      // A boost.created is no longer queued for it; a test event is, whatever its events.
      await server.services.ledger.record(boostInput({ creatorId: 'hook-detail' }))
      const tested = await owner.request(`/api/creators/hook-detail/webhooks/${id}/test`, { method: 'POST' })
      expect(tested.status).toBe(200)
      expect(await tested.json()).toMatchObject({ event: 'webhook.test', status: 'pending', request: null, response: null })
      expect((await stranger.request(`/api/creators/hook-detail/webhooks/${id}/test`, { method: 'POST' })).status).toBe(403)

      const log = async () => (await (await owner.request(`/api/creators/hook-detail/webhooks/${id}/deliveries`)).json()) as WebhookDeliveryView[]
      const [delivery] = await until(async () => ((await log())[0]?.status === 'delivered' ? log() : null), 'the test delivered')
      const [sent] = receiver.at('/long')
      expect(receiver.at('/long')).toHaveLength(1)
      expect(validSignature(secret, sent!)).toBe(true)
      expect(JSON.parse(sent!.body)).toMatchObject({ type: 'webhook.test', data: { creatorId: 'hook-detail', endpointId: id } })
      // What was sent, as the receiver got it; what came back, cut at a kilobyte.
      expect(delivery!.request).toEqual({
        headers: {
          'content-type': 'application/json', 'user-agent': 'Boost-Webhooks/1', 'webhook-id': sent!.headers['webhook-id'],
          'webhook-timestamp': sent!.headers['webhook-timestamp'], 'webhook-signature': sent!.headers['webhook-signature'],
        },
        body: sent!.body,
      })
      expect(delivery!.response).toEqual({ status: 200, body: 'x'.repeat(1024) })
    })

    it('asks for the creator’s session: 401 without one, 403 with another creator’s', async () => {
      const owner = await connectDemoCreator(server, 'hook-owner')
      const { id } = await addWebhook(owner, 'hook-owner', `${receiver.url}/ok`, ['boost.created'])
      const stranger = await connectDemoCreator(server, 'hook-stranger', 'Theo')
      const paths = ['/api/creators/hook-owner/webhooks', `/api/creators/hook-owner/webhooks/${id}/deliveries`]
      for (const path of paths) {
        expect((await fetch(`${server.url}${path}`)).status).toBe(401)
        expect((await stranger.request(path)).status).toBe(403)
      }
      expect((await fetch(`${server.url}/api/creators/hook-owner/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401)
      expect((await stranger.request(`/api/creators/hook-owner/webhooks/${id}`, { method: 'DELETE' })).status).toBe(403)
      expect((await stranger.request(`/api/creators/hook-stranger/webhooks/${id}`, { method: 'DELETE' })).status).toBe(404)
      expect((await stranger.request('/api/creators/hook-owner/webhooks', { method: 'POST', body: { url: `${receiver.url}/ok`, events: ['boost.created'] } })).status).toBe(403)
      expect(await (await owner.request('/api/creators/hook-owner/webhooks')).json()).toHaveLength(1)
    })

    it('refuses a URL that is not http(s), unknown or no events, and an eleventh endpoint, changing nothing', async () => {
      const owner = await connectDemoCreator(server, 'hook-refusals')
      const refused = async (body: unknown) => {
        const response = await owner.request('/api/creators/hook-refusals/webhooks', { method: 'POST', body })
        expect(response.status).toBe(400)
        return error(response)
      }
      await expect(refused({ url: 'ftp://example.com/hook', events: ['boost.created'] })).resolves.toBe('url: must be an http:// or https:// URL')
      await expect(refused({ url: 'not a url', events: ['boost.created'] })).resolves.toBe('url: must be an http:// or https:// URL')
      await expect(refused({ url: 'https://user:pw@example.com/', events: ['boost.created'] })).resolves.toBe('url: must not carry a user name or password')
      await expect(refused({ url: `${receiver.url}/ok`, events: ['boost.deleted'] })).resolves.toMatch(/^events\.0: must be one or more of boost\.created, /)
      await expect(refused({ url: `${receiver.url}/ok`, events: [] })).resolves.toMatch(/^events: must be one or more of/)
      await expect(refused({ url: `${receiver.url}/ok` })).resolves.toMatch(/^events: must be one or more of/)
      expect(await (await owner.request('/api/creators/hook-refusals/webhooks')).json()).toEqual([])

      for (let count = 0; count < 10; count++) await addWebhook(owner, 'hook-refusals', `${receiver.url}/ok/${count}`, ['boost.created'])
      await expect(refused({ url: `${receiver.url}/ok/10`, events: ['boost.created'] })).resolves.toBe('A creator may have at most 10 webhook endpoints; delete one first')
      expect(await (await owner.request('/api/creators/hook-refusals/webhooks')).json()).toHaveLength(10)
    })

    it('lists endpoints without their secrets, deletes one, and resends a delivery with the same id and body', async () => {
      const owner = await connectDemoCreator(server, 'hook-console')
      const { id, secret } = await addWebhook(owner, 'hook-console', `${receiver.url}/console`, ['boost.created', 'boost.created', 'goal.reached'])
      const listed = (await (await owner.request('/api/creators/hook-console/webhooks')).json()) as WebhookEndpointView[]
      expect(listed).toEqual([{
        id, url: `${receiver.url}/console`, events: ['boost.created', 'goal.reached'], createdAt: expect.any(String),
        enabled: true, disabledAt: null, disabledReason: null, failingSince: null,
      }])
      expect(JSON.stringify(listed)).not.toContain(secret)

      await server.services.ledger.record(boostInput({ creatorId: 'hook-console' }))
      await until(() => receiver.at('/console').length === 1, 'the delivery')
      const log = async () => (await (await owner.request(`/api/creators/hook-console/webhooks/${id}/deliveries`)).json()) as WebhookDeliveryView[]
      const [delivery] = await until(async () => ((await log())[0]?.status === 'delivered' ? log() : null), 'the delivery logged')
      expect(delivery).toMatchObject({ event: 'boost.created', status: 'delivered', attempts: 1, statusCode: 200, lastAttemptAt: expect.any(String) })
      expect(delivery).toMatchObject({ request: { body: receiver.at('/console')[0]!.body }, response: { status: 200, body: 'answered 200' } })

      const resent = await owner.request(`/api/creators/hook-console/webhooks/${id}/deliveries/${delivery!.id}/resend`, { method: 'POST' })
      expect(resent.status).toBe(200)
      expect(await resent.json()).toMatchObject({ id: delivery!.id, status: 'pending' })
      await until(() => receiver.at('/console').length === 2, 'the resent delivery')
      const [original, again] = receiver.at('/console')
      expect(again!.headers['webhook-id']).toBe(original!.headers['webhook-id'])
      expect(again!.body).toBe(original!.body)
      expect(validSignature(secret, again!)).toBe(true)
      expect((await owner.request(`/api/creators/hook-console/webhooks/${id}/deliveries/999999/resend`, { method: 'POST' })).status).toBe(404)

      expect((await owner.request(`/api/creators/hook-console/webhooks/${id}`, { method: 'DELETE' })).status).toBe(200)
      expect(await (await owner.request('/api/creators/hook-console/webhooks')).json()).toEqual([])
      expect((await owner.request(`/api/creators/hook-console/webhooks/${id}/deliveries`)).status).toBe(404)
      // A boost after the delete queues nothing for the endpoint, so nothing can be sent to it.
      await server.services.ledger.record(boostInput({ creatorId: 'hook-console' }))
      await expect(server.db.query('select id from webhook_delivery where endpoint_id = ?', [Number(id)])).resolves.toEqual([])
      expect(receiver.at('/console')).toHaveLength(2)
    })

    it('marks a delivery failed after its 3 days, and disables an endpoint failing for 3 days, which the list says', async () => {
      const owner = await connectDemoCreator(server, 'hook-down')
      const { id } = await addWebhook(owner, 'hook-down', `${receiver.url}/down`, ['boost.created'])
      await server.services.ledger.record(boostInput({ creatorId: 'hook-down' }))
      await server.services.ledger.record(boostInput({ creatorId: 'hook-down' }))
      await until(() => receiver.at('/down').length >= 2, 'the first failures')
      const list = async () => ((await (await owner.request('/api/creators/hook-down/webhooks')).json()) as WebhookEndpointView[])[0]!
      await until(async () => (await list()).failingSince !== null, 'the failure noted')
      expect(await list()).toMatchObject({ enabled: true, disabledAt: null })

      // Three days on: the endpoint has failed since then, and the deliveries' time is up.
      await server.db.query(`update webhook_endpoint set failing_since = now() - interval '3 days 1 minute' where id = ?`, [Number(id)])
      await server.db.query(`update webhook_delivery set give_up_at = now() - interval '1 second', next_attempt_at = now() where endpoint_id = ?`, [Number(id)])
      server.services.webhooks.wake()
      const disabled = await until(async () => ((await list()).enabled ? null : list()), 'the endpoint disabled')
      expect(disabled).toMatchObject({ enabled: false, disabledAt: expect.any(String), disabledReason: 'Disabled after failing for 3 days' })
      const deliveries = (await (await owner.request(`/api/creators/hook-down/webhooks/${id}/deliveries`)).json()) as WebhookDeliveryView[]
      expect(deliveries.map((delivery) => [delivery.status, delivery.statusCode, delivery.nextAttemptAt])).toEqual([['failed', 503, null], ['failed', 503, null]])

      // A boost for a disabled endpoint queues nothing, so nothing can be sent to it.
      const sent = receiver.at('/down').length
      await server.services.ledger.record(boostInput({ creatorId: 'hook-down' }))
      await expect(server.services.webhooks.deliveries('hook-down', Number(id))).resolves.toHaveLength(2)
      expect(receiver.at('/down')).toHaveLength(sent)
    })
  })

  describe('without WEBHOOKS_ALLOW_PRIVATE', () => {
    let server!: TestServer
    useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '1000', WEBHOOK_RETRY_BASE_MS: '60000' })

    it('refuses private, loopback and link-local endpoints when they are added', async () => {
      const owner = await connectDemoCreator(server, 'hook-private')
      for (const url of [`${receiver.url}/ok`, 'http://localhost:8080/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'https://10.0.0.5/', 'http://169.254.169.254/latest', 'http://100.64.1.1/', 'http://0.0.0.0/', 'http://[fd00::1]/']) {
        const response = await owner.request('/api/creators/hook-private/webhooks', { method: 'POST', body: { url, events: ['boost.created'] } })
        expect(response.status, url).toBe(400)
        expect(await error(response), url).toMatch(/^url: .*(private, loopback or reserved address); webhooks go to public addresses only$/)
      }
      expect(await (await owner.request('/api/creators/hook-private/webhooks')).json()).toEqual([])
    })

    it('refuses them when a delivery would connect, also when a name resolves to one', async () => {
      for (const url of [`${receiver.url}/private-literal`, `${receiver.url.replace('127.0.0.1', 'localhost')}/private-name`]) {
        const [endpoint] = await server.db.query<{ id: string }>(
          `insert into webhook_endpoint (creator_id, url, events, secret, created_at) values ('hook-sneaky', ?, '{boost.created}', ?, now()) returning id`,
          [url, `whsec_${Buffer.alloc(24, 1).toString('base64')}`],
        )
        await server.db.query(
          `insert into webhook_delivery (endpoint_id, event, body, created_at, status, attempts, next_attempt_at, give_up_at) values (?, 'goal.reached', '{}', now(), 'pending', 0, now(), now() + interval '3 days')`,
          [Number(endpoint!.id)],
        )
      }
      server.services.webhooks.wake()
      const logged = await until(async () => {
        const rows = await server.db.query<{ last_error: string | null }>(`select d.last_error from webhook_delivery d join webhook_endpoint w on w.id = d.endpoint_id where w.creator_id = 'hook-sneaky'`)
        return rows.every((row) => row.last_error) ? rows : null
      }, 'both attempts refused')
      expect(logged.map((row) => row.last_error)).toEqual([
        expect.stringMatching(/127\.0\.0\.1 is a private, loopback or reserved address/),
        expect.stringMatching(/localhost resolves to .*, which webhooks may not reach/),
      ])
      expect(receiver.received.filter((entry) => entry.path.startsWith('/private'))).toEqual([])
    })
  })
})
