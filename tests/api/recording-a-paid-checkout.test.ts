// Recording a paid checkout is one ledger transaction, whichever provider took the payment: the
// session is complete exactly when its boost is recorded, and a transaction the database aborts as
// a serialization failure is run again. The failures are real ones, raised by triggers in the
// database the server writes to.
import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db.ts'
import { testDatabases } from '../support/databases.ts'
import { createStripeSession } from '../support/fixtures.ts'
import { post } from '../support/http.ts'
import { type TestServer, useTestServer } from '../support/server.ts'
import { stripeEvent, stripeObject } from '../support/stripeFixtures.ts'

const WEBHOOK_SECRET = 'whsec_recording_a_paid_checkout'

describe.each(testDatabases)('POST /api/checkout/demo/:id/complete on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '10000' })
  beforeAll(() => installFailures(server.db))

  it('leaves neither a boost, a complete session nor a new creator when the transaction fails after the boost is inserted', async () => {
    const creatorId = `atomic-${database.name}`
    const sessionId = await demoCheckout(server, creatorId)
    await failCommitOf(server.db, sessionId)

    const failed = await post(server.url, `/api/checkout/demo/${sessionId}/complete`)
    expect(failed.status).toBe(500)
    expect(await boostsFor(server.db, sessionId)).toBe(0)
    expect(await sessionState(server.db, sessionId)).toEqual({ status: 'open', completed: false })
    expect(await server.db.query('select id from creator where id = ?', [creatorId])).toEqual([])

    await server.db.query('delete from injected_failure')
    const paid = await post(server.url, `/api/checkout/demo/${sessionId}/complete`)
    expect(paid.status).toBe(200)
    expect(await boostsFor(server.db, sessionId)).toBe(1)
    expect(await sessionState(server.db, sessionId)).toEqual({ status: 'complete', completed: true })
  })

  it('runs the transaction again when the database aborts it as a serialization failure', async () => {
    const sessionId = await demoCheckout(server, `retried-${database.name}`)
    await failFirstInsertOf(server.db, sessionId)

    const paid = await post(server.url, `/api/checkout/demo/${sessionId}/complete`)
    expect(paid.status).toBe(200)
    expect(await insertAttempts(server.db)).toBe(2)
    expect(await boostsFor(server.db, sessionId)).toBe(1)
    expect(await sessionState(server.db, sessionId)).toEqual({ status: 'complete', completed: true })
  })
})

describe.each(testDatabases)('POST /api/stripe/webhook on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), {
    STRIPE_SECRET_KEY: 'sk_test_recording_a_paid_checkout',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RATE_LIMIT_PER_MINUTE: '10000',
  })
  beforeAll(() => installFailures(server.db))

  it('runs the transaction again when the database aborts it as a serialization failure, as the demo checkout does', async () => {
    const sessionId = `cs_test_${randomBytes(12).toString('hex')}`
    await createStripeSession(server.db, { id: sessionId, creatorId: `retried-${database.name}`, amountCents: 500 })
    await failFirstInsertOf(server.db, sessionId)

    const response = await deliver(server, checkoutCompleted(sessionId))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: true, outcome: 'recorded' })
    expect(await insertAttempts(server.db)).toBe(2)
    expect(await boostsFor(server.db, sessionId)).toBe(1)
    expect(await sessionState(server.db, sessionId)).toEqual({ status: 'complete', completed: true })
  })
})

/**
 * Two triggers, each armed per ref in injected_failure. A deferred constraint trigger fails the
 * commit of a transaction that completed a listed session: the failure comes after every
 * statement, the boost's insert included. A trigger on boost_event raises SQLSTATE 40001 for a
 * listed ref on the first attempt only: a sequence is not rolled back with the transaction.
 */
async function installFailures(db: Db) {
  await db.query('create table injected_failure (ref text primary key, kind text not null)')
  await db.query('create sequence injected_attempt')
  await db.query(`create function fail_listed_commit() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from injected_failure where ref = new.id and kind = 'commit') then
        raise exception 'injected failure at the commit of %', new.id;
      end if;
      return null;
    end $$`)
  await db.query(`create constraint trigger fail_listed_commit after update on checkout_session
    deferrable initially deferred for each row execute function fail_listed_commit()`)
  await db.query(`create function fail_first_insert() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from injected_failure where ref = new.ref and kind = 'serialization')
         and nextval('injected_attempt') = 1 then
        raise exception 'injected serialization failure for %', new.ref using errcode = 'serialization_failure';
      end if;
      return new;
    end $$`)
  await db.query('create trigger fail_first_insert before insert on boost_event for each row execute function fail_first_insert()')
}

async function failCommitOf(db: Db, sessionId: string) {
  await db.query(`insert into injected_failure (ref, kind) values (?, 'commit')`, [sessionId])
}

async function failFirstInsertOf(db: Db, ref: string) {
  await db.query(`insert into injected_failure (ref, kind) values (?, 'serialization')`, [ref])
  await db.query(`select setval('injected_attempt', 1, false)`)
}

/** How many times the boost of the ref given to failFirstInsertOf was inserted: the first one failed. */
async function insertAttempts(db: Db): Promise<number> {
  const [row] = await db.query<{ last_value: unknown; is_called: boolean }>('select last_value, is_called from injected_attempt')
  return row?.is_called ? Number(row.last_value) : 0
}

async function demoCheckout(server: TestServer, creatorId: string): Promise<string> {
  const response = await post(server.url, '/api/checkout', { amount: 5, currency: 'usd', creator_id: creatorId, demo: true })
  expect(response.status).toBe(200)
  return String(((await response.json()) as { sessionId: string }).sessionId)
}

async function boostsFor(db: Db, ref: string): Promise<number> {
  return (await db.query('select id from boost_event where ref = ?', [ref])).length
}

async function sessionState(db: Db, id: string) {
  const [row] = await db.query<{ status: string; completed_at: unknown }>('select status, completed_at from checkout_session where id = ?', [id])
  return row && { status: row.status, completed: row.completed_at !== null }
}

function deliver(server: TestServer, event: object) {
  const payload = JSON.stringify(event)
  return fetch(`${server.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    body: payload,
  })
}

/** Stripe's event that a session Boost opened (createStripeSession) was paid. */
function checkoutCompleted(sessionId: string) {
  return stripeEvent(
    'checkout.session.completed',
    stripeObject('checkout.session', {
      id: sessionId,
      status: 'complete',
      payment_status: 'paid',
      amount_total: 500,
      currency: 'usd',
      payment_intent: `pi_${randomBytes(8).toString('hex')}`,
    }),
  )
}
