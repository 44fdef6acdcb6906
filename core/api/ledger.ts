// The ledger's API: supporters, XP and badges, referrals, the weekly leaderboard, boost events,
// stats, the live stream and health. The server parses requests with these schemas; the
// OpenAPI document and the /api reference page are generated from them.
import { z } from './zod.ts'
import { SUPPORTED_CURRENCIES } from '../limits.ts'
import { defineEndpoints, PUBLIC } from './endpoint.ts'
import { anonId, creatorId, referralCode, supporterId } from './fields.ts'
import { streamBoostWire } from './stream.ts'

/** A `?limit=` from 1 to max, `fallback` when absent. */
function limitSchema(max: number, fallback: number) {
  const message = `must be a whole number from 1 to ${max}`
  return z.coerce.number(message).int(message).min(1, message).max(max, message).default(fallback)
}

const count = z.number().int().nonnegative()
const centsString = z.string().regex(/^-?\d+$/).describe('integer cents, as a string')
const isoTime = z.iso.datetime()

const identifyRequest = z.object({
  anonId,
  ref: referralCode.nullish().describe('a referral code the supporter arrived with; recorded if they have none and have not boosted yet'),
})
const identifyResponse = z.object({
  supporterId: supporterId,
  referredByCode: z.string().nullable().describe('the referral code recorded for this supporter, if any'),
})

const referralSchema = z.object({
  code: z.string(),
  url: z.url(),
  activations: count.describe('referred supporters who have boosted'),
})

const badgeSchema = z.object({
  code: z.enum(['FAN', 'SUPERFAN', 'COSMIC']),
  name: z.string(),
  tier: z.union([z.literal(1), z.literal(2), z.literal(3)]).describe('1 gold, 2 silver, 3 bronze'),
  animated: z.boolean(),
})

export const summaryQuery = z.object({
  supporterId: supporterId,
  creatorId: creatorId.optional(),
})
export const gamificationSummary = z.object({
  supporterId: supporterId,
  xpTotal: count,
  badges: z.array(badgeSchema),
  nextBadge: z
    .object({ code: badgeSchema.shape.code, name: z.string(), threshold: count, progress: z.number().min(0).max(1) })
    .nullable()
    .describe('null at the top badge'),
  maxLevel: z.boolean(),
  referral: referralSchema.nullable(),
  weeklyXp: count,
  weeklyRank: z.number().int().positive().nullable().describe('1-based rank on this ISO week’s leaderboard; null without XP this week'),
  creatorXp: count.optional().describe('XP earned boosting the creator named by `creatorId`'),
})

const createReferralRequest = z.object({ supporterId: supporterId })

export const leaderboardQuery = z.object({ limit: limitSchema(1000, 100), creatorId: creatorId.optional().describe('one creator’s board: their supporters by the XP their boosts to them earned this week') })
const leaderboardEntry = z.object({
  rank: z.number().int().positive(),
  supporterId: supporterId,
  xp: count,
  tier: z.enum(['Champion', 'Runner-up', 'Third Place', 'Top 10', 'Booster']),
  supporter: z.object({
    anonId: z.string().describe('the last 6 characters of the anonymous id: enough for a label, useless as a credential'),
    name: z
      .string()
      .nullable()
      .describe('the platform board: the public name of the supporter’s last boost that chose to show it here; one creator’s board: the name of their last boost to that creator this week; null for none'),
    anonymous: z.boolean().describe('one creator’s board: a boost to them this week was anonymous, so the supporter shows as “Anonymous”'),
  }),
})

const eventFilters = {
  creatorId: creatorId.optional(),
  before: z.coerce
    .number('must be a boost event id')
    .int('must be a boost event id')
    .positive('must be a boost event id')
    .optional()
    .describe('only events with a smaller id: the `X-Next-Before` header of the previous page'),
}
const boostEventsQuery = z.object({ ...eventFilters, limit: limitSchema(500, 50) })
const boostEventsCsvQuery = z.object({ ...eventFilters, limit: limitSchema(10_000, 10_000) })
const boostEvent = z.object({
  id: z.string().regex(/^\d+$/),
  creatorId: z.string(),
  channel: z.enum(['fiat', 'crypto']),
  gross: centsString,
  platformFee: centsString,
  processorFee: centsString,
  netCreator: centsString,
  currency: z.string(),
  ref: z.string(),
  ts: isoTime,
  message: z.string().nullable().describe('as written, to the creator and the admin; to anyone else its public form (null while held or once rejected)'),
  messageStatus: z.enum(['shown', 'held', 'rejected']).nullable().describe('of the message and the supporter’s name together; held: waiting for the creator’s review; null with neither'),
  supporterName: z.string().nullable().describe('the name the supporter gave, in its public form (to the creator and the admin while held too); null when anonymous, not given, held or rejected'),
  anonymous: z.boolean().describe('the supporter chose to boost anonymously: shown as “Anonymous”, to the creator too'),
  xpAwarded: count,
  refunded: centsString.describe('given back so far; a partly refunded boost counts what was kept'),
  reversed: z.boolean().describe('refunded in full: kept in the list, counted nowhere'),
  dispute: z.enum(['open', 'won', 'lost']).nullable().describe('a chargeback: counted nowhere while open or once lost'),
  supporterLabel: z.string().nullable().describe('last 6 characters of the supporter’s anonymous id; null for an anonymous boost'),
  months: z.number().int().nullable().describe('a monthly boost’s payment: which month it paid (1: the first, 2 and on: renewals); null for a one-off'),
  renewal: z.boolean().describe('a monthly boost’s renewal (its second month or later)'),
})

const boostStatsQuery = z.object({ creatorId: creatorId.optional() })
const channelTotals = z.object({ count, grossCents: count }).describe('boosts in the reporting currency')
const currencyCode = z.enum(SUPPORTED_CURRENCIES)
const currencyTotals = z.object({
  boosts: count,
  grossCents: count,
  platformFeeCents: count,
  processorFeeCents: count,
  netCents: count,
  refundedCents: count.describe('given back to fans; a refunded boost counts here and in no other field'),
})
export const boostStats = z.object({
  totalBoosts: centsString.describe('number of boosts in every currency, as a string'),
  totalGross: centsString.describe('integer cents in the reporting currency, as a string'),
  totalPlatformFees: centsString.describe('integer cents in the reporting currency, as a string'),
  totalProcessorFees: centsString.describe('integer cents in the reporting currency, as a string'),
  totalNet: centsString.describe('integer cents in the reporting currency, as a string'),
  boostsCount: count.describe('boosts in every currency'),
  xpTotal: count.describe('XP of boosts in every currency'),
  revenueCents: count.describe('in the reporting currency'),
  totalRevenue: count.describe('whole units of the reporting currency, rounded down'),
  channels: z.object({ fiat: channelTotals, crypto: channelTotals }),
  currency: currencyCode.describe('the reporting currency (REPORTING_CURRENCY): the money fields above count boosts in it only'),
  byCurrency: z.partialRecord(currencyCode, currencyTotals).describe('one entry per currency that has had boosts; never added together'),
  lastAdjustmentId: count.nullable().describe('the newest refund or dispute change these numbers include; stream `adjustment` events up to it are counted'),
  lastEvent: streamBoostWire
    .pick({ boostId: true, creatorId: true, amount: true, xpAwarded: true, currency: true, ts: true })
    .nullable(),
})

export const streamQuery = z.object({
  creatorId: creatorId.optional(),
  lastEventId: z.coerce.number().int().nonnegative().optional().describe('resume after this event id (as the Last-Event-ID header)'),
})

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ kind: z.enum(['pglite', 'pglite-memory', 'postgres']), reachable: z.boolean(), ms: count.optional() }),
})

export const ledgerEndpoints = defineEndpoints({
  identifySupporter: {
    method: 'POST',
    path: '/api/supporters/identify',
    summary: 'Exchanges the browser’s anonymous id for a supporter id (the same id every time), recording a referral code it arrived with.',
    access: 'public, any origin, no credentials',
    security: PUBLIC,
    body: identifyRequest,
    response: identifyResponse,
    errors: { 400: 'anonId or ref is malformed', 429: 'Too many requests from this address' },
  },
  gamificationSummary: {
    method: 'GET',
    path: '/api/gamification/summary',
    summary: 'A supporter’s XP, badges, progress to the next badge, referral, and this week’s XP and rank.',
    access: 'public',
    security: PUBLIC,
    query: summaryQuery,
    response: gamificationSummary,
    errors: { 400: 'supporterId or creatorId is malformed', 404: 'Unknown supporter' },
  },
  createReferral: {
    method: 'POST',
    path: '/api/referrals/create',
    summary: 'The supporter’s referral code and link, created on the first call and the same on every later one.',
    access: 'public',
    security: PUBLIC,
    body: createReferralRequest,
    response: referralSchema,
    errors: { 400: 'supporterId is malformed', 404: 'Unknown supporter' },
  },
  weeklyLeaderboard: {
    method: 'GET',
    path: '/api/leaderboard/weekly',
    summary: 'This ISO week’s supporters by XP, highest first (ties by supporter id); the week starts Monday 00:00 UTC.',
    access: 'public, any origin',
    security: PUBLIC,
    query: leaderboardQuery,
    response: z.array(leaderboardEntry),
    errors: { 400: 'limit is not a whole number from 1 to 1000' },
  },
  boostEvents: {
    method: 'GET',
    path: '/api/boost-events',
    summary: 'Recorded boosts, newest first, demo boosts excluded. When the page is full, `X-Next-Before` names the `before` of the next page.',
    access: 'open with demo payments; with live payments `Authorization: Bearer ADMIN_TOKEN` (every creator) or the session of the creator named by `creatorId`',
    security: ['adminToken', 'creatorSession'],
    openWithDemoPayments: true,
    query: boostEventsQuery,
    response: z.array(boostEvent),
    errors: { 400: 'creatorId, limit or before is malformed', 401: 'Sign in as this creator or use the admin token', 403: 'This browser is signed in as other creators only' },
  },
  boostEventsCsv: {
    method: 'GET',
    path: '/api/boost-events.csv',
    summary: 'The same boosts as a CSV download (RFC 4180, UTF-8 with a byte-order mark; cells that a spreadsheet would run as a formula start with a single quote).',
    access: 'open with demo payments; with live payments `Authorization: Bearer ADMIN_TOKEN` (every creator) or the session of the creator named by `creatorId`',
    security: ['adminToken', 'creatorSession'],
    openWithDemoPayments: true,
    query: boostEventsCsvQuery,
    produces: 'text/csv',
    errors: { 400: 'creatorId, limit or before is malformed', 401: 'Sign in as this creator or use the admin token', 403: 'This browser is signed in as other creators only' },
  },
  boostStats: {
    method: 'GET',
    path: '/api/boost-stats',
    summary: 'Platform totals, or one creator’s with `creatorId` (zeros for a creator with no boosts), read from counters.',
    access: 'public, any origin',
    security: PUBLIC,
    query: boostStatsQuery,
    response: boostStats,
    errors: { 400: 'creatorId is malformed' },
  },
  streamBoosts: {
    method: 'GET',
    path: '/api/stream/boosts',
    summary: 'Server-Sent Events, one message per boost; a reconnect with Last-Event-ID whose last boost is under 5 minutes old first replays the boosts missed (older, unknown or over 1,000 behind: a `snapshot` event of the stats).',
    access: 'public, any origin',
    security: PUBLIC,
    query: streamQuery,
    produces: 'text/event-stream',
    errors: { 400: 'creatorId or lastEventId is malformed', 429: 'this address holds as many open streams as it may' },
  },
  health: {
    method: 'GET',
    path: '/healthz',
    summary: 'Whether the process is up and the database reachable (503 with the same shape when it is not).',
    access: 'public',
    security: PUBLIC,
    response: healthResponse,
  },
  openapi: {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document.',
    access: 'public, any origin',
    security: PUBLIC,
    response: z.looseObject({ openapi: z.string() }),
  },
})

export type IdentifyRequest = z.infer<typeof identifyRequest>
export type IdentifyResponse = z.infer<typeof identifyResponse>
export type GamificationSummary = z.infer<typeof gamificationSummary>
export type Referral = z.infer<typeof referralSchema>
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>
export type BoostEvent = z.infer<typeof boostEvent>
export type BoostStats = z.infer<typeof boostStats>
