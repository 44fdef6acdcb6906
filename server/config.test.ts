import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('serves the embedded database and demo payments on port 3000 with no variables set', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(loadConfig({ PORT: '0' }).publicUrl).toBe('')
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data' })
    expect(config.payments).toEqual({ kind: 'demo' })
  })

  it('chooses PostgreSQL for a postgres:// URL and in-memory PGlite for pglite://memory', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/boost' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/boost' })
    expect(loadConfig({ DATABASE_URL: 'pglite://memory' }).database).toEqual({ kind: 'pglite-memory' })
  })

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid PORT/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/^Invalid DATABASE_URL/)
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/^Invalid PUBLIC_URL/)
    expect(() => loadConfig({ ADMIN_TOKEN: 'short' })).toThrow(/^Invalid ADMIN_TOKEN/)
  })

  it('runs several processes (WEB_CONCURRENCY) only on PostgreSQL and in production', () => {
    expect(loadConfig({}).processes).toBe(1)
    expect(loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://u@db:5432/boost' }).processes).toBe(4)
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/^Invalid WEB_CONCURRENCY: several processes need PostgreSQL/)
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'pglite://memory' })).toThrow(/^Invalid WEB_CONCURRENCY/)
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://u@db/boost', NODE_ENV: 'development' })).toThrow(/^Invalid WEB_CONCURRENCY: development/)
    expect(() => loadConfig({ WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://u@db/boost' })).toThrow(/^Invalid WEB_CONCURRENCY/)
  })

  it('sends receipt email only with an smtp:// or smtps:// SMTP_URL, from SMTP_FROM or a default sender', () => {
    expect(loadConfig({}).smtp).toBeUndefined()
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example:465' }).smtp).toEqual({ url: 'smtps://user:pass@mail.example:465', from: 'Boost <receipts@localhost>' })
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', SMTP_FROM: 'Boost <hi@boost.example>' }).smtp).toEqual({ url: 'smtp://127.0.0.1:2525', from: 'Boost <hi@boost.example>' })
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow('Invalid SMTP_URL: must be an smtp:// or smtps:// URL')
  })

  it('refuses one Stripe variable without the other', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/^Invalid STRIPE_WEBHOOK_SECRET/)
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_123' })).toThrow(/^Invalid STRIPE_SECRET_KEY/)
  })

  it('turns on live payments when both Stripe variables are set', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123', STRIPE_API_BASE: 'http://127.0.0.1:12111' })
    expect(config.payments).toMatchObject({ kind: 'stripe', secretKey: 'sk_test_123', webhookSecret: 'whsec_123' })
  })

  it('reads the proxy and rate-limit settings', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'on', RATE_LIMIT_PER_MINUTE: '500' })).toMatchObject({ trustProxy: true, rateLimitPerMinute: 500 })
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/^Invalid RATE_LIMIT_PER_MINUTE/)
  })

  it('reports money in dollars unless told another supported currency', () => {
    expect(loadConfig({}).reportingCurrency).toBe('usd')
    expect(loadConfig({ REPORTING_CURRENCY: 'eur' }).reportingCurrency).toBe('eur')
    expect(() => loadConfig({ REPORTING_CURRENCY: 'jpy' })).toThrow(/^Invalid REPORTING_CURRENCY/)
  })

  it('trusts one proxy hop unless told more, and refuses zero', () => {
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxyHops).toBe(1)
    expect(loadConfig({ TRUST_PROXY: 'on', TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2)
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '0' })).toThrow(/^Invalid TRUST_PROXY_HOPS/)
  })

  it('gives requests 30 seconds to arrive unless told otherwise', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000)
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '2000' }).requestTimeoutMs).toBe(2000)
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '10' })).toThrow(/^Invalid REQUEST_TIMEOUT_MS/)
  })

  it('lets one client address hold 20 live streams open unless told otherwise, and never none', () => {
    expect(loadConfig({}).streamsPerAddress).toBe(20)
    expect(loadConfig({ STREAMS_PER_ADDRESS: '500' }).streamsPerAddress).toBe(500)
    expect(() => loadConfig({ STREAMS_PER_ADDRESS: '0' })).toThrow(/^Invalid STREAMS_PER_ADDRESS/)
  })

  it('runs retention a minute after start and then hourly unless told otherwise', () => {
    expect(loadConfig({}).retention).toEqual({ firstPassMs: 60_000, intervalMs: 3_600_000 })
    expect(loadConfig({ RETENTION_FIRST_PASS_MS: '50', RETENTION_INTERVAL_MS: '200' }).retention).toEqual({ firstPassMs: 50, intervalMs: 200 })
    expect(() => loadConfig({ RETENTION_INTERVAL_MS: '0' })).toThrow(/^Invalid RETENTION_INTERVAL_MS/)
  })

  it('treats empty variables as unset and trims a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '', PUBLIC_URL: 'https://boost.example/' }).publicUrl).toBe('https://boost.example')
  })

  it('retries webhooks after 5 seconds first, waits 10 seconds for an answer, and refuses private endpoints unless told otherwise', () => {
    expect(loadConfig({}).webhooks).toEqual({ retryBaseMs: 5000, allowPrivate: false, timeoutMs: 10_000 })
    expect(loadConfig({ WEBHOOK_RETRY_BASE_MS: '50', WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOK_TIMEOUT_MS: '60000' }).webhooks).toEqual({ retryBaseMs: 50, allowPrivate: true, timeoutMs: 60_000 })
    expect(() => loadConfig({ WEBHOOKS_ALLOW_PRIVATE: 'yes' })).toThrow(/^Invalid WEBHOOKS_ALLOW_PRIVATE/)
  })
})
