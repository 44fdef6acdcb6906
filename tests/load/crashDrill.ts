// The crash drill: a stand-in for Stripe delivers signed `checkout.session.completed` webhooks
// with concurrency, the server is killed with SIGKILL part-way, restarted on the same database,
// and every delivery that did not get a 2xx is sent again, as Stripe would. Afterwards every
// acknowledged boost must exist exactly once and every derived number must equal its events.
import { randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { openDatabase } from '../../server/db.ts'
import type { Database } from '../../server/config.ts'
import { spawnServer } from '../support/serverProcess.ts'
import { startStripeStandIn } from '../support/stripeStandIn.ts'

const WEBHOOK_SECRET = 'whsec_crash_drill_secret'

export type CrashDrillReport = {
  deliveries: number
  acknowledgedBeforeKill: number
  failedAtKill: number
  resent: number
  boosts: number
  killedAfterMs: number
  restartMs: number
  problems: string[]
}

type Delivery = { sessionId: string; payload: string; acknowledged: boolean; attempts: number }

export async function runCrashDrill(options: { database: Database; deliveries?: number; concurrency?: number; killAfter?: number }): Promise<CrashDrillReport> {
  const total = options.deliveries ?? 2000
  const concurrency = options.concurrency ?? 32
  const killAfter = options.killAfter ?? Math.floor(total * 0.4)
  const stripe = await startStripeStandIn()
  const env = {
    LOG_LEVEL: 'silent',
    STRIPE_SECRET_KEY: 'sk_test_crash_drill',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    ...(options.database.kind === 'postgres' ? { DATABASE_URL: options.database.url } : {}),
    ...(options.database.kind === 'pglite' ? { DATA_DIR: options.database.dataDir, DATABASE_URL: '' } : {}),
  }

  const deliveries: Delivery[] = Array.from({ length: total }, (_, index) => {
    const sessionId = `cs_drill_${index}_${randomUUID().slice(0, 8)}`
    const event = {
      id: `evt_drill_${index}_${randomUUID().slice(0, 8)}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 100 + ((index * 7919) % 49_900),
          currency: 'usd',
          payment_intent: `pi_drill_${index}`,
          created: Math.floor(Date.now() / 1000),
          expires_at: Math.floor(Date.now() / 1000) + 3600,
          url: null,
          metadata: { creator_id: `drill-creator-${index % 5}` },
        },
      },
    }
    return { sessionId, payload: JSON.stringify(event), acknowledged: false, attempts: 0 }
  })

  const deliver = async (url: string, delivery: Delivery) => {
    delivery.attempts += 1
    try {
      const response = await fetch(`${url}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: delivery.payload, secret: WEBHOOK_SECRET }) },
        body: delivery.payload,
      })
      await response.arrayBuffer()
      if (response.status >= 200 && response.status < 300) delivery.acknowledged = true
    } catch {
      // Connection refused or reset: the server died under this delivery. Stripe retries it later.
    }
  }

  const started = performance.now()
  let server = await spawnServer(env)
  let killedAt = 0
  let acknowledgedBeforeKill = 0
  try {
    let next = 0
    let killed = false
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          const delivery = deliveries[next++]!
          await deliver(server.url, delivery)
          if (!killed && deliveries.filter((d) => d.acknowledged).length >= killAfter) {
            killed = true
            killedAt = performance.now() - started
            acknowledgedBeforeKill = deliveries.filter((d) => d.acknowledged).length
            server.process.kill('SIGKILL')
          }
        }
      }),
    )
    await server.exited
    const failedAtKill = deliveries.filter((d) => !d.acknowledged).length

    const restartStarted = performance.now()
    server = await spawnServer(env)
    const restartMs = performance.now() - restartStarted
    let resent = 0
    for (let round = 0; round < 5 && deliveries.some((d) => !d.acknowledged); round++) {
      const pending = deliveries.filter((d) => !d.acknowledged)
      resent += pending.length
      let cursor = 0
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (cursor < pending.length) await deliver(server.url, pending[cursor++]!)
        }),
      )
    }
    await server.stop()

    const problems = await verify(options.database, deliveries)
    const [{ count } = { count: 0 }] = await withDatabase(options.database, (db) => db.query<{ count: number }>('select count(*)::int as count from boost_event'))
    return { deliveries: total, acknowledgedBeforeKill, failedAtKill, resent, boosts: Number(count), killedAfterMs: Math.round(killedAt), restartMs: Math.round(restartMs), problems }
  } finally {
    if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGKILL')
    await stripe.close()
  }
}

async function verify(database: Database, deliveries: Delivery[]): Promise<string[]> {
  return withDatabase(database, async (db) => {
    const problems: string[] = []
    const unacknowledged = deliveries.filter((d) => !d.acknowledged).length
    if (unacknowledged > 0) problems.push(`${unacknowledged} deliveries were never acknowledged`)
    const rows = await db.query<{ ref: string; n: number }>('select ref, count(*)::int as n from boost_event group by ref')
    const byRef = new Map(rows.map((row) => [row.ref, Number(row.n)]))
    for (const delivery of deliveries) {
      const n = byRef.get(delivery.sessionId) ?? 0
      if (delivery.acknowledged && n !== 1) problems.push(`${delivery.sessionId} acknowledged but recorded ${n} times`)
    }
    if (rows.length !== deliveries.length) problems.push(`${rows.length} boosts for ${deliveries.length} payments`)
    const [sums] = await db.query<Record<string, unknown>>(
      `select count(*)::bigint as boosts, coalesce(sum(gross_cents), 0) as gross, coalesce(sum(platform_fee_cents), 0) as platform,
         coalesce(sum(processor_fee_cents), 0) as processor, coalesce(sum(net_cents), 0) as net, coalesce(sum(xp_awarded), 0) as xp
       from boost_event where reversed_at is null and demo = false`,
    )
    const [counters] = await db.query<Record<string, unknown>>(
      `select coalesce(sum(boosts), 0) as boosts, coalesce(sum(gross_cents), 0) as gross, coalesce(sum(platform_fee_cents), 0) as platform,
         coalesce(sum(processor_fee_cents), 0) as processor, coalesce(sum(net_cents), 0) as net, coalesce(sum(xp), 0) as xp
       from stat_counter where scope = 'all'`,
    )
    for (const key of ['boosts', 'gross', 'platform', 'processor', 'net', 'xp']) {
      if (Number(sums?.[key]) !== Number(counters?.[key])) problems.push(`counter ${key} is ${Number(counters?.[key])}, events sum to ${Number(sums?.[key])}`)
    }
    const creatorMismatch = await db.query<{ scope: string }>(
      `select c.scope from (select scope, sum(gross_cents) as gross, sum(boosts) as boosts from stat_counter where scope like 'creator:%' group by scope) c
       full join (select 'creator:' || creator_id as scope, sum(gross_cents) as gross, count(*) as boosts from boost_event
                  where reversed_at is null and demo = false group by creator_id) e on e.scope = c.scope
       where c.gross is distinct from e.gross or c.boosts is distinct from e.boosts`,
    )
    for (const row of creatorMismatch) problems.push(`creator counters of ${row.scope} differ from its events`)
    const weekly = await db.query<{ supporter_id: string }>(
      `select w.supporter_id from (select supporter_id, sum(xp) as xp from weekly_xp group by supporter_id) w
       full join (select supporter_id, sum(xp_awarded) as xp from boost_event where supporter_id is not null and reversed_at is null and demo = false group by supporter_id) e
         on e.supporter_id = w.supporter_id
       where coalesce(w.xp, 0) <> coalesce(e.xp, 0)`,
    )
    for (const row of weekly) problems.push(`weekly XP of ${row.supporter_id} differs from its boosts`)
    return problems
  })
}

async function withDatabase<T>(database: Database, work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const db = await openDatabase(database)
  try {
    return await work(db)
  } finally {
    await db.close()
  }
}
