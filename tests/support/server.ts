// Starts a real Boost server (API only, or with pages) on an ephemeral port for a test.
import { afterAll, beforeAll } from 'vitest'
import { loadConfig, type Config, type Database } from '../../server/config.ts'
import { createLogger } from '../../server/logger.ts'
import { startServer, type RunningServer } from '../../server/start.ts'
import type { TestDatabase } from './databases.ts'

export type TestServer = RunningServer & { config: Config }

export async function startTestServer(
  database: Database,
  env: Record<string, string> = {},
  options: { pages?: boolean } = {},
): Promise<TestServer> {
  // Suites that raise or lower the rate limits do it through the environment (vi.stubEnv).
  const inherited = process.env.RATE_LIMIT_PER_MINUTE ? { RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE } : {}
  const config = { ...loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...inherited, ...env }), database }
  const running = await startServer(config, createLogger(config.logLevel), { pages: options.pages ?? false })
  return { ...running, config }
}

/**
 * Registers the usual suite lifecycle: an empty database and a server on it before the tests,
 * both gone after. `onStarted` hands the running server to the suite.
 */
export function useTestServer(database: TestDatabase, onStarted: (server: TestServer) => void, env: Record<string, string> = {}) {
  let running: TestServer | undefined
  let drop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const created = await database.create()
    drop = created.drop
    running = await startTestServer(created.config, env)
    onStarted(running)
  })
  afterAll(async () => {
    await running?.stop()
    await drop?.()
  })
}
