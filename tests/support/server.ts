// Starts a real Boost server (API only, or with pages) on an ephemeral port for a test.
import { afterAll, beforeAll } from 'vitest'
import { loadConfig, type Config, type Database } from '../../server/config.ts'
import { createLogger } from '../../server/logger.ts'
import { startServer, type RunningServer } from '../../server/start.ts'
import type { TestDatabase } from './databases.ts'
import { startStripeStandIn, type StripeStandIn } from './stripeStandIn.ts'

export type TestServer = RunningServer & { config: Config }
type Env = Record<string, string>
/** `log` receives every line the server logs (JSON), at LOG_LEVEL or info when `env` sets none. */
type Options = { pages?: boolean; log?: (line: Record<string, unknown>) => void }

export async function startTestServer(database: Database, env: Env = {}, options: Options = {}): Promise<TestServer> {
  // A RATE_LIMIT_PER_MINUTE in the process environment applies unless `env` sets its own.
  const inherited = process.env.RATE_LIMIT_PER_MINUTE ? { RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE } : {}
  const level = options.log ? 'info' : 'silent'
  const config = { ...loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: level, ...inherited, ...env }), database }
  const { log } = options
  const destination = log ? { write: (line: string) => log(JSON.parse(line) as Record<string, unknown>) } : undefined
  const running = await startServer(config, createLogger(config.logLevel, destination), { pages: options.pages ?? false })
  return { ...running, config }
}

/**
 * Registers the usual suite lifecycle: an empty database and a server on it before the tests,
 * both gone after. `onStarted` hands the running server to the suite.
 *
 * `env` and `options` are startTestServer's (Stripe keys, RATE_LIMIT_PER_MINUTE, pages…). Give
 * `env` as a function to build it when the server starts, after the suite's earlier beforeAll
 * hooks have run: a stand-in started there can supply its URL.
 */
export function useTestServer(database: TestDatabase, onStarted: (server: TestServer) => void, env: Env | (() => Env) = {}, options: Options = {}) {
  let running: TestServer | undefined
  let drop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const created = await database.create()
    drop = created.drop
    running = await startTestServer(created.config, typeof env === 'function' ? env() : env, options)
    onStarted(running)
  })
  afterAll(async () => {
    await running?.stop()
    await drop?.()
  })
}

/**
 * useTestServer with live payments: the Stripe SDK points at a stand-in started before the
 * server and closed after it. `env` holds the keys (and anything else the file sets).
 */
export function useStripeTestServer(
  database: TestDatabase,
  onStarted: (server: TestServer, stripe: StripeStandIn) => void,
  env: Env & { STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string },
  options: Options = {},
) {
  let stripe: StripeStandIn | undefined
  beforeAll(async () => {
    stripe = await startStripeStandIn()
  })
  afterAll(async () => {
    await stripe?.close()
  })
  useTestServer(database, (started) => onStarted(started, stripe!), () => ({ ...env, STRIPE_API_BASE: stripe!.url }), options)
}
