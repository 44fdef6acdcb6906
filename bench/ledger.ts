// recordBoost throughput on PostgreSQL with 32 concurrent writers, next to the same work written
// with the ORM statement by statement (plainOrmBoost.ts) in the same run: the ratio is what the
// ledger's one hand-written statement buys.
// Then, in the same run, boosts that carry a message through moderation, and boosts to creators
// with an active goal and a webhook endpoint, each beside the plain figure.
import { randomUUID } from 'node:crypto'
import { CreatorAlerts } from '../entities/CreatorAlerts.ts'
import { CreatorGoal } from '../entities/CreatorGoal.ts'
import { WebhookEndpoint } from '../entities/WebhookEndpoint.ts'
import { openDatabase } from '../server/db.ts'
import { createLedger } from '../server/services/ledger/index.ts'
import { BLOCKED_WORDS, MESSAGES } from './messages.ts'
import { recordWithOrm } from './plainOrmBoost.ts'
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
      template: '{name} boosted {amount}!', image: null, soundAsset: null, position: 'top-left', scale: 100, showCounter: true, variants: [],
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

  const kinds = {
    plain: (i: number, turn: number) => ledger.record(input(i, `cs_bench_${turn}`)),
    orm: (i: number, turn: number) => recordWithOrm(db, input(i, `cs_orm_${turn}`)),
    message: (i: number, turn: number) => ledger.record({ ...input(i, `cs_message_${turn}`, 'moderated'), message: MESSAGES[i % MESSAGES.length]! }),
    goal: (i: number, turn: number) => ledger.record(input(i, `cs_goal_${turn}`, 'goal')),
  }
  type Kind = keyof typeof kinds
  // Warm-up (connections, plans, counter rows), then rounds that take turns, so load from
  // anything else on the machine falls on every kind alike.
  for (const kind of Object.keys(kinds) as Kind[]) await runConcurrently(500, WRITERS, async (i) => void (await kinds[kind](i, -1)))
  const elapsed: Record<Kind, number> = { plain: 0, orm: 0, message: 0, goal: 0 }
  const perRound = Math.ceil(BOOSTS / ROUNDS)
  for (let turn = 0; turn < ROUNDS; turn++) {
    for (const kind of Object.keys(kinds) as Kind[]) elapsed[kind] += await runConcurrently(perRound, WRITERS, async (i) => void (await kinds[kind](i, turn)))
  }
  const [queued] = await db.query<{ count: unknown }>("select count(*) as count from webhook_delivery where event = 'boost.created'")
  if (Number(queued!.count) !== perRound * ROUNDS + 500) throw new Error(`expected ${perRound * ROUNDS + 500} queued deliveries, found ${queued!.count}`)
  const [held] = await db.query<{ count: unknown }>("select count(*) as count from boost_event where message_status = 'held'")
  if (Number(held!.count) === 0) throw new Error('no message was held for review')

  const rate = (kind: Kind) => round((perRound * ROUNDS) / (elapsed[kind] / 1000), 0)
  const ledgerRate = rate('plain')
  const ormRate = rate('orm')
  const messageRate = rate('message')
  const goalRate = rate('goal')
  report('ledger', [
    { name: 'recordBoost throughput (PostgreSQL, 32 writers)', value: ledgerRate, unit: 'boosts/s', target: { atLeast: 1000 } },
    { name: 'the same work through the ORM, statement by statement', value: ormRate, unit: 'boosts/s', comparison: 'baseline' },
    { name: 'ledger / ORM', value: ledgerRate / ormRate, unit: 'ratio' },
    { name: 'recordBoost with a moderated message (32 writers)', value: messageRate, unit: 'boosts/s', comparison: `${ledgerRate} boosts/s plain` },
    { name: 'moderated message / plain', value: messageRate / ledgerRate, unit: 'ratio' },
    { name: 'recordBoost to a creator with a goal and a webhook endpoint (32 writers)', value: goalRate, unit: 'boosts/s', comparison: `${ledgerRate} boosts/s plain` },
    { name: 'goal and webhook / plain', value: goalRate / ledgerRate, unit: 'ratio' },
  ], [
    `${BOOSTS} boosts of each kind in ${ROUNDS} rounds that take turns, after a 500-boost warm-up of each; each boost is one transaction; the ORM's version writes the same rows of a boost without a message in 6 statements (plainOrmBoost.ts)`,
    `moderated: ${CREATORS} creators with ${BLOCKED_WORDS.length} blocked words, one in five holding messages for review; every boost carries one of ${MESSAGES.length} messages (clean, a link, profanity, a blocked word, a bare domain with profanity)`,
    `goal and webhook: ${CREATORS} creators, each with an active goal and one endpoint for boost.created, so each boost also queues a delivery in its statement (no worker sends them); a goal adds nothing to a write, its progress is read from the counters`,
  ])
} finally {
  await db.close()
  await database.drop()
}
