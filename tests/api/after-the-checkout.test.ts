// The fan at the money moment, over real HTTP on PGlite and PostgreSQL: which creators a checkout
// opens for, the way back it keeps, the checkout's true state (open, paid, cancelled, expired,
// unknown), cancelling from the checkout page, the creator's thank-you note, the receipt at its
// unguessable link, and Boost's own receipt email, received by a real SMTP server exactly once.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../support/databases.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { post } from '../support/http.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

type Mail = { from: string; to: string[]; body: string }

/** A local SMTP server that keeps every message it is given. */
async function startMailbox(): Promise<{ url: string; received: Mail[]; close(): Promise<void> }> {
  const received: Mail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let body = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (body += chunk))
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope
        received.push({ from: mailFrom ? mailFrom.address : '', to: rcptTo.map((recipient) => recipient.address), body })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) }
}

const mailbox = await startMailbox()
afterAll(() => mailbox.close())

/** A message's text with quoted-printable soft line breaks joined again. */
const unwrapped = (mail: Mail) => mail.body.replace(/=\r?\n/g, '')

describe.each(testDatabases)('after the checkout on $name', (database) => {
  let server!: TestServer
  let counter = 0
  const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`

  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '10000', SMTP_URL: mailbox.url, SMTP_FROM: 'Boost <receipts@boost.example>' })

  async function checkout(body: Record<string, unknown>) {
    const response = await post(server.url, '/api/checkout', body)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  async function sessionState(sessionId: string) {
    const response = await fetch(`${server.url}/api/checkout/sessions/${sessionId}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  const pay = (sessionId: string) => post(server.url, `/api/checkout/demo/${sessionId}/complete`)

  describe('which creators a checkout opens for', () => {
    it('refuses an unknown creator before any payment is opened, even on a demo server', async () => {
      const creatorId = uniqueId('nobody')
      const refused = await checkout({ amount: 5, creator_id: creatorId })
      expect(refused).toEqual({ status: 404, body: { error: 'No creator has this id on Boost: check the creator id' } })
      expect(await server.db.query('select 1 from checkout_session where creator_id = ?', [creatorId])).toHaveLength(0)
      expect(await server.db.query('select 1 from creator where id = ?', [creatorId])).toHaveLength(0)
    })

    it('refuses a creator who has not connected payments with 409', async () => {
      const creatorId = uniqueId('pending')
      expect((await post(server.url, `/api/creators/${creatorId}/stripe/onboard`)).status).toBe(200)
      const refused = await checkout({ amount: 5, creator_id: creatorId })
      expect(refused).toEqual({ status: 409, body: { error: 'This creator has not connected payments yet' } })
      expect(await server.db.query('select 1 from checkout_session where creator_id = ?', [creatorId])).toHaveLength(0)
    })

    it('takes any creator id in the widget’s demo mode, and a connected creator without it', async () => {
      expect((await checkout({ amount: 5, creator_id: uniqueId('anyone'), demo: true })).status).toBe(200)
      const creatorId = uniqueId('maya')
      await connectDemoCreator(server, creatorId)
      expect((await checkout({ amount: 5, creator_id: creatorId })).status).toBe(200)
    })
  })

  describe('the way back and the receipt email address', () => {
    it('refuses a return_url that is not an absolute http(s) URL with 400, and keeps one that is', async () => {
      const creatorId = uniqueId('back')
      await connectDemoCreator(server, creatorId)
      for (const returnUrl of ['javascript:alert(1)', '/c/maya', '//evil.example/phish', 'ftp://files.example/', 'https://user:secret@fan.example/', 'data:text/html,hi', 'https://', 'x'.repeat(30)]) {
        const refused = await checkout({ amount: 5, creator_id: creatorId, return_url: returnUrl })
        expect(refused, returnUrl).toEqual({ status: 400, body: { error: 'return_url: must be an absolute http(s) URL' } })
      }
      const long = await checkout({ amount: 5, creator_id: creatorId, return_url: `https://fan.example/${'a'.repeat(2048)}` })
      expect(long).toEqual({ status: 400, body: { error: 'return_url: must be at most 2048 characters' } })
      expect(await server.db.query('select 1 from checkout_session where creator_id = ?', [creatorId])).toHaveLength(0)

      const kept = await checkout({ amount: 5, creator_id: creatorId, return_url: 'https://fan-blog.example/posts/1?tab=boost' })
      expect(kept.status).toBe(200)
      expect((await sessionState(String(kept.body.sessionId))).body.returnUrl).toBe('https://fan-blog.example/posts/1?tab=boost')
    })

    it('refuses a malformed email with 400, and never shows a given one in the session’s public state', async () => {
      const creatorId = uniqueId('mail')
      await connectDemoCreator(server, creatorId)
      for (const email of ['not-an-email', 'fan@', '@example.com', `${'a'.repeat(250)}@example.com`]) {
        expect((await checkout({ amount: 5, creator_id: creatorId, email })).status, email).toBe(400)
      }
      expect((await checkout({ amount: 5, creator_id: creatorId, email: 'nope' })).body).toEqual({ error: 'email: must be an email address' })
      const kept = await checkout({ amount: 5, creator_id: creatorId, email: 'fan@fans.example' })
      expect(kept.status).toBe(200)
      const state = await sessionState(String(kept.body.sessionId))
      expect(JSON.stringify(state.body)).not.toContain('fan@fans.example')
      expect(state.body.receiptEmail).toBe('boost')
    })
  })

  describe('the checkout’s true state', () => {
    it('is open, then complete with the creator, the fees, the note and the receipt; unknown is 404', async () => {
      const creatorId = uniqueId('truth')
      const browser = await connectDemoCreator(server, creatorId, 'Maya Lin')
      expect((await browser.request('/api/account/thank-you-note', { method: 'PUT', body: { thankYouNote: 'You made my week!' } })).status).toBe(200)
      const started = await checkout({ amount: 20, creator_id: creatorId, return_url: `${server.url}/c/${creatorId}` })
      const sessionId = String(started.body.sessionId)

      const open = await sessionState(sessionId)
      // Nothing a paid boost has, before it is paid: no thanks, no receipt.
      expect(open.body).toMatchObject({ status: 'open', thankYouNote: null, receiptUrl: null, provider: 'demo', creator: { name: 'Maya Lin', color: 'violet', hasPage: true } })
      expect(open.body.fees).toEqual({ gross: 2000, stripeFee: 88, platformFee: 50, creatorNet: 1862 })

      expect((await pay(sessionId)).status).toBe(200)
      const paid = await sessionState(sessionId)
      expect(paid.body).toMatchObject({ status: 'complete', thankYouNote: 'You made my week!', returnUrl: `${server.url}/c/${creatorId}`, xpAwarded: 200 })
      expect(paid.body.receiptUrl).toMatch(/^\/receipt\/[A-Za-z0-9_-]{32}$/)

      expect((await sessionState('demo_cs_madeUpSession123')).status).toBe(404)
    })

    it('reads expired once past its expiry, and never paid', async () => {
      const started = await checkout({ amount: 5, creator_id: uniqueId('late'), demo: true })
      const sessionId = String(started.body.sessionId)
      await server.db.query(`update checkout_session set expires_at = now() - interval '1 second' where id = ?`, [sessionId])
      expect((await sessionState(sessionId)).body).toMatchObject({ status: 'expired', receiptUrl: null, thankYouNote: null })
    })
  })

  describe('POST /api/checkout/sessions/:id/cancel', () => {
    it('cancels an open checkout for the tab waiting on it, from any origin, as often as it is asked', async () => {
      const started = await checkout({ amount: 5, creator_id: uniqueId('cancel'), demo: true })
      const sessionId = String(started.body.sessionId)
      for (let attempt = 0; attempt < 2; attempt++) {
        const cancelled = await post(server.url, `/api/checkout/sessions/${sessionId}/cancel`, undefined, { origin: 'https://fan-blog.example' })
        expect(cancelled.status).toBe(200)
        expect(cancelled.headers.get('access-control-allow-origin')).toBe('*')
        expect(await cancelled.json()).toEqual({ status: 'cancelled' })
      }
      expect((await sessionState(sessionId)).body).toMatchObject({ status: 'cancelled', receiptUrl: null })
    })

    it('refuses to cancel a paid boost (409) and an unknown checkout (404)', async () => {
      const started = await checkout({ amount: 5, creator_id: uniqueId('paid'), demo: true })
      const sessionId = String(started.body.sessionId)
      await pay(sessionId)
      const paid = await post(server.url, `/api/checkout/sessions/${sessionId}/cancel`)
      expect(paid.status).toBe(409)
      expect(await paid.json()).toEqual({ error: 'This boost is already paid' })
      expect((await sessionState(sessionId)).body.status).toBe('complete')
      const unknown = await post(server.url, '/api/checkout/sessions/demo_cs_madeUpSession123/cancel')
      expect(unknown.status).toBe(404)
      expect((await post(server.url, '/api/checkout/sessions/bad!/cancel')).status).toBe(400)
    })

    it('a checkout cancelled and then paid after all is complete', async () => {
      const started = await checkout({ amount: 5, creator_id: uniqueId('changed-mind'), demo: true })
      const sessionId = String(started.body.sessionId)
      await post(server.url, `/api/checkout/sessions/${sessionId}/cancel`)
      expect((await pay(sessionId)).status).toBe(200)
      expect((await sessionState(sessionId)).body.status).toBe('complete')
    })
  })

  describe('the creator’s thank-you note', () => {
    it('is set and cleared from the account, up to 280 characters, plain text, same-origin only', async () => {
      const creatorId = uniqueId('note')
      const browser = await connectDemoCreator(server, creatorId)
      const set = (thankYouNote: unknown, headers?: Record<string, string>) => browser.request('/api/account/thank-you-note', { method: 'PUT', body: { thankYouNote }, headers })
      expect(await (await set('  Thank you, truly.  ')).json()).toEqual({ thankYouNote: 'Thank you, truly.' })
      expect(((await (await browser.request('/api/account')).json()) as { thankYouNote: string }).thankYouNote).toBe('Thank you, truly.')

      const long = await set('🎉'.repeat(281))
      expect(long.status).toBe(400)
      expect(await long.json()).toEqual({ error: 'The note must be at most 280 characters.' })
      expect((await set('<script>alert(1)</script>')).status).toBe(400)
      expect((await set('Thanks', { origin: 'https://evil.example' })).status).toBe(403)
      expect(((await (await browser.request('/api/account')).json()) as { thankYouNote: string }).thankYouNote).toBe('Thank you, truly.')

      expect(await (await set('   ')).json()).toEqual({ thankYouNote: null })
      expect(await (await set(null)).json()).toEqual({ thankYouNote: null })
      expect((await fetch(`${server.url}/api/account/thank-you-note`, { method: 'PUT', headers: { 'content-type': 'application/json', origin: server.url }, body: '{"thankYouNote":"x"}' })).status).toBe(401)
    })
  })

  describe('receipts', () => {
    it('each paid boost has a receipt at an unguessable link; nothing answers before payment or for a made-up token', async () => {
      const creatorId = uniqueId('receipt')
      await connectDemoCreator(server, creatorId, 'Maya Lin')
      const sessions = await Promise.all([1, 2, 3].map(() => checkout({ amount: 20, creator_id: creatorId, message: 'Loved the set!' })))
      const ids = sessions.map(({ body }) => String(body.sessionId))
      const tokens = await server.db.query<{ receipt_token: string }>('select receipt_token from checkout_session where creator_id = ?', [creatorId])
      expect(new Set(tokens.map(({ receipt_token }) => receipt_token)).size).toBe(3)
      for (const { receipt_token } of tokens) expect(receipt_token).toMatch(/^[A-Za-z0-9_-]{32}$/)

      const [first] = await server.db.query<{ receipt_token: string }>('select receipt_token from checkout_session where id = ?', [ids[0]])
      const token = first!.receipt_token
      // Unpaid: no receipt yet.
      expect((await fetch(`${server.url}/api/receipts/${token}`)).status).toBe(404)
      await pay(ids[0]!)
      const receipt = await fetch(`${server.url}/api/receipts/${token}`)
      expect(receipt.status).toBe(200)
      expect(await receipt.json()).toEqual({
        creatorId, creatorName: 'Maya Lin', amount: 2000, currency: 'usd', fees: { gross: 2000, stripeFee: 88, platformFee: 50, creatorNet: 1862 },
        provider: 'demo', message: 'Loved the set!', paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), sessionId: ids[0], refundedCents: 0, manageUrl: null,
      })
      expect((await sessionState(ids[0]!)).body.receiptUrl).toBe(`/receipt/${token}`)
      expect((await fetch(`${server.url}/api/receipts/${'A'.repeat(32)}`)).status).toBe(404)
      expect((await fetch(`${server.url}/api/receipts/short`)).status).toBe(400)
    })

    it('emails Boost’s own receipt through SMTP exactly once, to the address the fan gave, and none without one', async () => {
      const creatorId = uniqueId('emailed')
      await connectDemoCreator(server, creatorId, 'Maya Lin')
      const address = `${creatorId}@fans.example`
      const started = await checkout({ amount: 20, creator_id: creatorId, email: address })
      const sessionId = String(started.body.sessionId)
      const quiet = await checkout({ amount: 5, creator_id: creatorId })
      const completions = await Promise.all([1, 2, 3].map(() => pay(sessionId)))
      for (const completion of completions) expect(completion.status).toBe(200)
      await pay(String(quiet.body.sessionId))

      const mine = () => mailbox.received.filter((mail) => mail.to.includes(address))
      await expect.poll(() => mine().length, { timeout: 10_000 }).toBe(1)
      const [token] = await server.db.query<{ receipt_token: string }>('select receipt_token from checkout_session where id = ?', [sessionId])
      const mail = mine()[0]!
      expect(mail.from).toBe('receipts@boost.example')
      const text = unwrapped(mail)
      expect(text).toContain(`${server.url}/receipt/${token!.receipt_token}`)
      expect(text).toContain('Maya Lin')
      expect(text).toContain('$18.62')
      // Paid again (a retried Pay), still one email; and none to anyone for the boost without an address.
      await pay(sessionId)
      const [sent] = await server.db.query<{ receipt_emailed_at: unknown }>('select receipt_emailed_at from checkout_session where id = ?', [sessionId])
      expect(sent!.receipt_emailed_at).not.toBeNull()
      expect(mine()).toHaveLength(1)
      expect(mailbox.received.filter((received) => unwrapped(received).includes(String(quiet.body.sessionId)))).toHaveLength(0)
    })
  })
})
