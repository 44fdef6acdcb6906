// Reads at scale over HTTP: the weekly top 100 with 1,000,000 supporters ranked this week, and
// /api/boost-stats at 10 events and at 10,000,000 events (it must not grow: counters, no scans).
// The two stats figures come from two databases served side by side and sampled in turn, so
// whatever else the machine does weighs on both alike.
import { weekKey } from '../core/week.ts'
import { loadConfig } from '../server/config.ts'
import { createLogger } from '../server/logger.ts'
import { weeklyLeaderboard } from '../server/services/leaderboard.ts'
import { startServer } from '../server/start.ts'
import { createPostgresDatabase, percentile, report, round } from './support.ts'

const SUPPORTERS = Number(process.env.BENCH_SUPPORTERS ?? 1_000_000)
const EVENTS = Number(process.env.BENCH_STATS_EVENTS ?? 10_000_000)
const SAMPLES = 300

async function serve(url: string) {
  const config = { ...loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'production' }), database: { kind: 'postgres' as const, url } }
  return startServer(config, createLogger('silent'), { pages: false })
}
const database = await createPostgresDatabase()
const server = await serve(database.url)
const smallDatabase = await createPostgresDatabase()
const smallServer = await serve(smallDatabase.url)

async function timeGet(url: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}

/** Times `path` on each base URL in turn, after a warm-up; p50 and p99 per base URL. */
async function timeGets(path: string, bases: string[]): Promise<{ p50: number; p99: number }[]> {
  for (let i = 0; i < 20; i++) for (const base of bases) await timeGet(`${base}${path}`)
  const times = bases.map((): number[] => [])
  for (let i = 0; i < SAMPLES; i++) for (const [index, base] of bases.entries()) times[index]!.push(await timeGet(`${base}${path}`))
  return times.map((list) => ({ p50: round(percentile(list, 50), 3), p99: round(percentile(list, 99), 3) }))
}

/** The p50 of `work` over SAMPLES calls, after 20 to warm the connection and the plan cache. */
async function timeCall(work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i++) await work()
  const times: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now()
    await work()
    times.push(performance.now() - started)
  }
  return percentile(times, 50)
}

async function insertEvents(db: typeof server.db, upTo: number) {
  const step = 1_000_000
  for (let start = 1; start <= upTo; start += step) {
    const end = Math.min(upTo, start + step - 1)
    await db.query(
      `insert into boost_event (ref, creator_id, supporter_id, channel, currency, gross_cents, platform_fee_cents, processor_fee_cents,
         net_cents, xp_awarded, demo, ts)
       select 'cs_bench_' || g, 'creator-' || (g % 1000), null, 'fiat', 'usd', 500, 13, 45, 442, 50, false, now() - make_interval(secs => g)
       from generate_series(?::bigint, ?::bigint) g`,
      [start, end],
    )
  }
  await db.query(
    `insert into stat_counter (scope, currency, shard, boosts, gross_cents, platform_fee_cents, processor_fee_cents, net_cents, xp, fiat_boosts, fiat_gross_cents)
     select 'all', 'usd', 0, count(*), sum(gross_cents), sum(platform_fee_cents), sum(processor_fee_cents), sum(net_cents), sum(xp_awarded), count(*), sum(gross_cents)
     from boost_event
     on conflict (scope, currency, shard) do update set boosts = excluded.boosts, gross_cents = excluded.gross_cents, net_cents = excluded.net_cents, xp = excluded.xp`,
  )
  // A freshly loaded table is vacuumed and flushed before anything is timed, as it would be long
  // before it had grown to this size in service.
  await db.query('vacuum analyze boost_event')
  await db.query('checkpoint')
}

try {
  const week = weekKey(new Date())
  const seedStarted = performance.now()
  await server.db.query(
    `insert into supporter (id, anon_id, xp_total, referral_activated, created_at)
     select gen_random_uuid(), 'anon_bench_' || g, (g::bigint * 7919) % 100000, false, now() from generate_series(1, ?::int) g`,
    [SUPPORTERS],
  )
  await server.db.query(`insert into weekly_xp (week_start, supporter_id, xp) select ?::date, id, xp_total from supporter`, [week])
  await server.db.query('analyze supporter')
  await server.db.query('analyze weekly_xp')
  const seedSeconds = round((performance.now() - seedStarted) / 1000, 1)

  // The service's own query, as GET /api/leaderboard/weekly runs it, rows ranked included.
  const topQuery = await timeCall(() => weeklyLeaderboard(server.db, 100))
  const [leaderboardHttp] = await timeGets('/api/leaderboard/weekly?limit=100', [server.url])

  await insertEvents(smallServer.db, 10)
  const eventsStarted = performance.now()
  await insertEvents(server.db, EVENTS)
  const eventsSeconds = round((performance.now() - eventsStarted) / 1000, 1)
  const [statsAt10, statsAtMany] = await timeGets('/api/boost-stats', [smallServer.url, server.url])

  report(
    'leaderboard',
    [
      { name: `weeklyLeaderboard top 100, p50 (${SUPPORTERS.toLocaleString('en-US')} supporters this week)`, value: topQuery, unit: 'ms', target: { below: 2 } },
      { name: 'GET /api/leaderboard/weekly?limit=100 p50 over HTTP', value: leaderboardHttp!.p50, unit: 'ms' },
      { name: 'GET /api/boost-stats p50 at 10 events', value: statsAt10!.p50, unit: 'ms', comparison: 'baseline' },
      { name: `GET /api/boost-stats p50 at ${EVENTS.toLocaleString('en-US')} events`, value: statsAtMany!.p50, unit: 'ms', comparison: 'should be as fast as at 10 events: the counters are read, not the events' },
      { name: 'boost-stats slowdown, many events / 10 events', value: statsAtMany!.p50 / statsAt10!.p50, unit: 'ratio' },
    ],
    [`seeding ${SUPPORTERS} supporters took ${seedSeconds} s; inserting ${EVENTS} events took ${eventsSeconds} s`, `p99 stats at 10: ${statsAt10!.p99} ms, at ${EVENTS}: ${statsAtMany!.p99} ms`],
  )
} finally {
  await server.stop()
  await smallServer.stop()
  await database.drop()
  await smallDatabase.drop()
}
