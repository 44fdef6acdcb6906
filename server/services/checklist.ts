// The go-live checklist: what a deployment needs before it takes real money, read from the
// configuration and the database at the moment it is asked.
import type { Checklist, ChecklistItem } from '../../core/api/admin.ts'
import { migrations } from '../../entities/migrations/index.ts'
import { ProcessedWebhookEvent } from '../../entities/ProcessedWebhookEvent.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db.ts'
import { reconcile } from './reconcile.ts'

/** A webhook older than this suggests Stripe no longer reaches us. */
const WEBHOOK_RECENT_DAYS = 7
const DAY_MS = 24 * 3600 * 1000

type Inputs = { config: Pick<Config, 'payments' | 'publicUrl' | 'adminToken'>; db: Db; now?: Date }

export async function goLiveChecklist({ config, db, now = new Date() }: Inputs): Promise<Checklist> {
  const items: ChecklistItem[] = [
    stripeKeys(config),
    await recentWebhook(db, now),
    postgres(db),
    await migrationsCurrent(db),
    await booksBalance(db),
    httpsPublicUrl(config),
    adminToken(config),
  ]
  return {
    ready: items.every((item) => item.ok),
    payments: config.payments.kind,
    checkedAt: now.toISOString(),
    items,
  }
}

function stripeKeys(config: Inputs['config']): ChecklistItem {
  const ok = config.payments.kind === 'stripe'
  return {
    id: 'stripe-keys',
    label: 'Stripe keys and webhook secret set',
    ok,
    detail: ok ? 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set: payments are live.' : 'Neither key is set: every payment goes through the demo checkout.',
    fix: 'Copy the secret key (sk_… or a restricted rk_… key) from the Stripe Dashboard into STRIPE_SECRET_KEY, and each webhook destination’s signing secret into STRIPE_WEBHOOK_SECRET (comma-separated), then restart.',
  }
}

async function recentWebhook(db: Db, now: Date): Promise<ChecklistItem> {
  const [newest] = await db.em((em) => em.find(ProcessedWebhookEvent, {}, { fields: ['processedAt'], orderBy: { processedAt: 'desc' }, limit: 1 }))
  const last = newest?.processedAt ?? null
  const age = last ? now.getTime() - last.getTime() : null
  const ok = age !== null && age <= WEBHOOK_RECENT_DAYS * DAY_MS
  return {
    id: 'webhook-recent',
    label: `A webhook received in the last ${WEBHOOK_RECENT_DAYS} days`,
    ok,
    detail: last ? `The newest Stripe event was processed ${describeAge(age!)} (${last.toISOString()}).` : 'No Stripe event has been processed yet.',
    fix: 'In the Stripe Dashboard add event destinations for https://<your host>/api/stripe/webhook: checkout.session.completed, checkout.session.async_payment_succeeded, checkout.session.async_payment_failed, checkout.session.expired, charge.refunded, charge.dispute.created and charge.dispute.closed on your account, account.updated on connected accounts. Then send a test event, or run `stripe listen --forward-to` while testing.',
  }
}

function postgres(db: Db): ChecklistItem {
  const ok = db.kind === 'postgres'
  return {
    id: 'database-postgres',
    label: 'The database is PostgreSQL',
    ok,
    detail: ok ? 'Connected to PostgreSQL through DATABASE_URL.' : db.kind === 'pglite' ? 'Embedded PGlite in DATA_DIR: one server process, one disk.' : 'An in-memory PGlite: everything is lost at restart.',
    fix: 'Set DATABASE_URL=postgres://user:password@host:5432/boost (a managed, backed-up PostgreSQL) and restart; migrations are applied at start.',
  }
}

async function migrationsCurrent(db: Db): Promise<ChecklistItem> {
  // Through db.em like every read, so on PGlite it never lands inside another request's transaction.
  const executed = new Set((await db.em(() => db.orm.migrator.getExecuted())).map((row) => migrationName(row.name)))
  const known = migrations.map((migration) => migration.name)
  const pending = known.filter((name) => !executed.has(name))
  const unknown = [...executed].filter((name) => !known.includes(name))
  const ok = pending.length === 0 && unknown.length === 0
  return {
    id: 'migrations-current',
    label: 'Database migrations are current',
    ok,
    detail: ok
      ? `All ${known.length} migrations are applied.`
      : [
          pending.length > 0 ? `Not applied: ${pending.join(', ')}.` : '',
          unknown.length > 0 ? `Applied but unknown to this build (a newer version ran here): ${unknown.join(', ')}.` : '',
        ]
          .filter(Boolean)
          .join(' '),
    fix: 'Migrations run at start: restart the server on this build. If the database is ahead of the build, deploy the newer build instead.',
  }
}

/** Reconciliation: reads every boost, so it runs only when an admin opens this checklist. */
async function booksBalance(db: Db): Promise<ChecklistItem> {
  const differences = await reconcile(db)
  const first = differences[0]
  return {
    id: 'books-balance',
    label: 'Every counter equals the sum of its boosts',
    ok: differences.length === 0,
    detail: first
      ? `${differences.length} difference${differences.length === 1 ? '' : 's'}; the first: ${first.scope}, ${first.currency.toUpperCase()}, ${first.field}: counters ${first.counters}, boosts ${first.events}.`
      : 'Recomputed from the boosts, per creator and currency: no difference.',
    fix: 'Run `npm run reconcile` to list every difference, and report it: the ledger writes each boost, refund and dispute and its counters in one transaction, so a difference is a bug.',
  }
}

function httpsPublicUrl(config: Inputs['config']): ChecklistItem {
  const ok = config.publicUrl.startsWith('https://')
  return {
    id: 'public-url-https',
    label: 'PUBLIC_URL is https',
    ok,
    detail: `PUBLIC_URL is ${config.publicUrl}.`,
    fix: 'Set PUBLIC_URL to the https:// address people use (onboarding returns, checkout success and cancel pages and the creator cookie’s Secure flag come from it), and serve it over TLS.',
  }
}

function adminToken(config: Inputs['config']): ChecklistItem {
  const ok = Boolean(config.adminToken)
  return {
    id: 'admin-token',
    label: 'An admin token is set',
    ok,
    detail: ok ? 'ADMIN_TOKEN is set: platform analytics and this checklist need it once payments are live.' : 'ADMIN_TOKEN is not set: with live payments nobody can open platform analytics or this checklist.',
    fix: 'Set ADMIN_TOKEN to a long random secret (at least 16 characters, e.g. `openssl rand -hex 32`) and restart.',
  }
}

/** The migrator may store a name with its file extension. */
function migrationName(name: string): string {
  return name.replace(/\.[cm]?[jt]s$/, '')
}

function describeAge(ms: number): string {
  const minutes = Math.round(ms / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`
  const hours = Math.round(minutes / 60)
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'} ago`
  return `${Math.round(hours / 24)} days ago`
}
