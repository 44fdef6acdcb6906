// The server's configuration, read from the environment once and validated at start.
import { z } from 'zod'
import { type Currency, SUPPORTED_CURRENCIES } from '../core/limits.ts'

export class ConfigError extends Error {}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^(postgres(ql)?:\/\/|pglite:\/\/memory$)/, 'must be postgres://… or pglite://memory')
    .optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  STRIPE_SECRET_KEY: z.string().trim().regex(/^(sk|rk)_/, 'must start with sk_ or rk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().regex(/^whsec_/, 'must start with whsec_').optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  ADMIN_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  SESSION_SECRET: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_PAGE: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: z.enum(['on', 'off']).default('off'),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().optional(),
  REPORTING_CURRENCY: z.enum(SUPPORTED_CURRENCIES).default('usd'),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(5000),
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  RETENTION_FIRST_PASS_MS: z.coerce.number().int().min(1).max(86_400_000).default(60_000),
  RETENTION_INTERVAL_MS: z.coerce.number().int().min(1).max(86_400_000).default(3_600_000),
  STREAM_SAFETY_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(1000),
  STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(20),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  SMTP_FROM: z.string().trim().min(3).max(254).optional(),
})

export type Database =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' }
  | { kind: 'postgres'; url: string }

export type Payments =
  | { kind: 'demo' }
  | { kind: 'stripe'; secretKey: string; webhookSecret: string; apiBase?: URL }

export type Config = {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  publicUrl: string
  database: Database
  payments: Payments
  adminToken?: string
  sessionSecret?: string
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  demoPage: boolean
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean
  /**
   * How many proxies of ours append to X-Forwarded-For: the client is that many entries from the
   * right. Entries further left were written by the client and are never believed.
   */
  trustProxyHops: number
  /** How long a request's headers and body may take to arrive; the live stream's open response is not a request still arriving. */
  requestTimeoutMs: number
  /** Replaces every per-client rate limit (load tests); unset keeps each route's own limit. */
  rateLimitPerMinute?: number
  /** The currency the spec's single-currency money fields report; every currency is also reported on its own. */
  reportingCurrency: Currency
  /**
   * Creator webhooks: the first retry's delay (later ones double, up to 6 hours), whether
   * endpoints may be on private, loopback or link-local addresses (tests and local development
   * only), and how long one attempt waits for an answer.
   */
  webhooks: { retryBaseMs: number; allowPrivate: boolean; timeoutMs: number }
  /** Retention's timer: its first pass this long after start, then one every `intervalMs`. */
  retention: { firstPassMs: number; intervalMs: number }
  /** How often the live stream looks for boosts it was not told of (a notification lost to a crash). */
  streamSafetyPollMs: number
  /**
   * Live streams (the boost stream and the overlays' alert stream together) one client address may
   * hold open at once on this process; the next is refused with 429.
   */
  streamsPerAddress: number
  /** Server processes sharing the port (server/cluster.ts); above 1 only on PostgreSQL, in production. */
  processes: number
  /** Boost's own receipt emails go through this SMTP server, from this address; unset: Boost sends no email. */
  smtp?: { url: string; from: string }
}

/** Parses the environment; throws a ConfigError whose message names the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = envSchema.safeParse(blanksRemoved)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new ConfigError(`Invalid ${String(issue.path[0])}: ${issue.message}`)
  }
  const e = parsed.data
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    const missing = e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'
    throw new ConfigError(`Invalid ${missing}: set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for live payments, or neither for demo payments`)
  }
  const payments: Payments =
    e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? {
          kind: 'stripe',
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          ...(e.STRIPE_API_BASE ? { apiBase: new URL(e.STRIPE_API_BASE) } : {}),
        }
      : { kind: 'demo' }

  const database: Database = !e.DATABASE_URL
    ? { kind: 'pglite', dataDir: e.DATA_DIR }
    : e.DATABASE_URL === 'pglite://memory'
      ? { kind: 'pglite-memory' }
      : { kind: 'postgres', url: e.DATABASE_URL }

  if (e.WEB_CONCURRENCY > 1 && database.kind !== 'postgres') {
    throw new ConfigError('Invalid WEB_CONCURRENCY: several processes need PostgreSQL (DATABASE_URL=postgres://…); the embedded database belongs to one process')
  }
  if (e.WEB_CONCURRENCY > 1 && e.NODE_ENV === 'development') {
    throw new ConfigError('Invalid WEB_CONCURRENCY: development runs one process, for hot reload')
  }

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    // With PORT=0 the address is known only once listening; the server fills it in then.
    publicUrl: (e.PUBLIC_URL ?? (e.PORT === 0 ? '' : `http://localhost:${e.PORT}`)).replace(/\/+$/, ''),
    database,
    payments,
    ...(e.ADMIN_TOKEN ? { adminToken: e.ADMIN_TOKEN } : {}),
    ...(e.SESSION_SECRET ? { sessionSecret: e.SESSION_SECRET } : {}),
    logLevel: e.LOG_LEVEL,
    demoPage: e.DEMO_PAGE === 'on',
    trustProxy: e.TRUST_PROXY === 'on',
    trustProxyHops: e.TRUST_PROXY_HOPS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    reportingCurrency: e.REPORTING_CURRENCY,
    webhooks: { retryBaseMs: e.WEBHOOK_RETRY_BASE_MS, allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE === '1', timeoutMs: e.WEBHOOK_TIMEOUT_MS },
    retention: { firstPassMs: e.RETENTION_FIRST_PASS_MS, intervalMs: e.RETENTION_INTERVAL_MS },
    streamSafetyPollMs: e.STREAM_SAFETY_POLL_MS,
    streamsPerAddress: e.STREAMS_PER_ADDRESS,
    processes: e.WEB_CONCURRENCY,
    ...(e.SMTP_URL ? { smtp: { url: e.SMTP_URL, from: e.SMTP_FROM ?? 'Boost <receipts@localhost>' } } : {}),
    ...(e.RATE_LIMIT_PER_MINUTE ? { rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE } : {}),
  }
}
