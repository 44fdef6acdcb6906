// recordBoost throughput on PostgreSQL with 32 concurrent writers, next to the same statements
// sent as raw SQL through `pg` in the same run: the ratio is the cost of the ledger's own code.
// Then, in the same run, boosts that carry a message through moderation, and boosts to creators
// with an active goal and a webhook endpoint, each beside the plain figure.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { CreatorAlerts } from '../entities/CreatorAlerts.ts'
import { CreatorGoal } from '../entities/CreatorGoal.ts'
import { WebhookEndpoint } from '../entities/WebhookEndpoint.ts'
import { openDatabase } from '../server/db.ts'
import { createLedger, RECORD_BOOST_SQL, recordBoostParams } from '../server/services/ledger.ts'
import { numbered } from '../server/sqlTransaction.ts'
import { BLOCKED_WORDS, MESSAGES } from './messages.ts'
import { createPostgresDatabase, report, round, runConcurrently } from './support.ts'

const WRITERS = 32
const BOOSTS = Number(process.env.BENCH_LEDGER_BOOSTS ?? 6000)
const ROUNDS = 3
const CREATORS = 50
const database = await createPostgresDatabase()
const db = await openDatabase({ kind: 'postgres', url: database.url }, { poolSize: WRITERS })
try {
  const supporters = Array.from({ length: 500 }, () => randomUUID())
  for (const id of supporters) await db.query('insert into supporter (id, anon_id, xp_total, referral_activated, created_at) values (?, ?, 0, false, now())', [id, `anon_${id}`])
  const ledger = createLedger(db, () => {})
  const input = (i: number, prefix: string, creator = 'creator') => ({
    ref: `${prefix}_${i}`,
    creatorId: `${creator}-${i % CREATORS}`,
    supporterId: supporters[i % supporters.length]!,
    channel: 'fiat' as const,
    grossCents: 500 + (i % 20) * 100,
    currency: 'usd',
    demo: false,
  })

  // Moderated creators: their blocked words, and every fifth holds messages for review.
  const at = new Date()
  await db.em((em) =>
    em.insertMany(CreatorAlerts, Array.from({ length: CREATORS }, (_, c) => ({
      creatorId: `moderated-${c}`, minAmountCents: 0, durationMs: 6000, sound: 'power-up', volume: 60, showMessage: true, ttsEnabled: false,
      ttsMinAmountCents: 500, ttsMaxChars: 140, accent: 'green', blockedWords: BLOCKED_WORDS, holdForReview: c % 5 === 0, updatedAt: at,
    }))),
  )
  // Creators with an active goal and an endpoint for boost.created: each boost also queues a
  // delivery in the same statement (no worker runs, so the outbox only grows).
  await db.em(async (em) => {
    await em.insertMany(CreatorGoal, Array.from({ length: CREATORS }, (_, c) => ({
      creatorId: `goal-${c}`, title: 'New mic', targetCents: 1_000_000, currency: 'usd', baselineGrossCents: 0, afterBoostId: 0, afterAdjustmentId: 0,
      startsAt: at, endsAt: null, reachedAt: null, endedAt: null,
    })))
    await em.insertMany(WebhookEndpoint, Array.from({ length: CREATORS }, (_, c) => ({
      creatorId: `goal-${c}`, url: 'http://127.0.0.1:9/hook', events: ['boost.created'], secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', createdAt: at,
      failingSince: null, disabledAt: null, disabledReason: null,
    })))
  })

  const pool = new pg.Pool({ connectionString: database.url, max: WRITERS })
  // The same statement through a bare pg pool, prepared as the ledger prepares it: what the ledger
  // would cost with no code of ours around it.
  const rawSql = numbered(RECORD_BOOST_SQL)
  const kinds = {
    plain: (i: number, turn: number) => ledger.record(input(i, `cs_bench_${turn}`)),
    raw: async (i: number, turn: number) => {
      const client = await pool.connect()
      try {
        await client.query('begin')
        await client.query({ name: 'record_boost_raw', text: rawSql, values: recordBoostParams(input(i, `cs_raw_${turn}`), new Date()) })
        await client.query('commit')
      } finally {
        client.release()
      }
    },
    message: (i: number, turn: number) => ledger.record({ ...input(i, `cs_message_${turn}`, 'moderated'), message: MESSAGES[i % MESSAGES.length]! }),
    goal: (i: number, turn: number) => ledger.record(input(i, `cs_goal_${turn}`, 'goal')),
  }
  type Kind = keyof typeof kinds
  // Warm-up (connections, plans, counter rows), then rounds that take turns, so load from
  // anything else on the machine falls on every kind alike.
  for (const kind of Object.keys(kinds) as Kind[]) await runConcurrently(500, WRITERS, async (i) => void (await kinds[kind](i, -1)))
  const elapsed: Record<Kind, number> = { plain: 0, raw: 0, message: 0, goal: 0 }
  const perRound = Math.ceil(BOOSTS / ROUNDS)
  for (let turn = 0; turn < ROUNDS; turn++) {
    for (const kind of Object.keys(kinds) as Kind[]) elapsed[kind] += await runConcurrently(perRound, WRITERS, async (i) => void (await kinds[kind](i, turn)))
  }
  await pool.end()
  const [queued] = await db.query<{ count: unknown }>("select count(*) as count from webhook_delivery where event = 'boost.created'")
  if (Number(queued!.count) !== perRound * ROUNDS + 500) throw new Error(`expected ${perRound * ROUNDS + 500} queued deliveries, found ${queued!.count}`)
  const [held] = await db.query<{ count: unknown }>("select count(*) as count from boost_event where message_status = 'held'")
  if (Number(held!.count) === 0) throw new Error('no message was held for review')

  const rate = (kind: Kind) => round((perRound * ROUNDS) / (elapsed[kind] / 1000), 0)
  const ledgerRate = rate('plain')
  const rawRate = rate('raw')
  const messageRate = rate('message')
  const goalRate = rate('goal')
  report('ledger', [
    { name: 'recordBoost throughput (PostgreSQL, 32 writers)', value: ledgerRate, unit: 'boosts/s', target: { atLeast: 1000 } },
    { name: 'same statement as raw SQL through pg', value: rawRate, unit: 'boosts/s', comparison: 'baseline' },
    { name: 'ledger / raw SQL', value: round(ledgerRate / rawRate, 2), unit: 'ratio' },
    { name: 'recordBoost with a moderated message (32 writers)', value: messageRate, unit: 'boosts/s', comparison: `${ledgerRate} boosts/s plain` },
    { name: 'moderated message / plain', value: round(messageRate / ledgerRate, 2), unit: 'ratio' },
    { name: 'recordBoost to a creator with a goal and a webhook endpoint (32 writers)', value: goalRate, unit: 'boosts/s', comparison: `${ledgerRate} boosts/s plain` },
    { name: 'goal and webhook / plain', value: round(goalRate / ledgerRate, 2), unit: 'ratio' },
  ], [
    `${BOOSTS} boosts of each kind in ${ROUNDS} rounds that take turns, after a 500-boost warm-up of each; each boost is one transaction; raw SQL sends the ledger's own statement, prepared, through a bare pg pool`,
    `moderated: ${CREATORS} creators with ${BLOCKED_WORDS.length} blocked words, one in five holding messages for review; every boost carries one of ${MESSAGES.length} messages (clean, a link, profanity, a blocked word, a bare domain with profanity)`,
    `goal and webhook: ${CREATORS} creators, each with an active goal and one endpoint for boost.created, so each boost also queues a delivery in its statement (no worker sends them); a goal adds nothing to a write, its progress is read from the counters`,
  ])
} finally {
  await db.close()
  await database.drop()
}
