// A small local stand-in for the Stripe API, for the official SDK pointed at it (STRIPE_API_BASE):
// records every request (method, path, form fields, headers) and answers realistic JSON for the
// calls Boost makes. Like Stripe, a POST repeated with the same Idempotency-Key gets the same answer.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { stripeObject } from './stripeFixtures.ts'

export type RecordedRequest = {
  method: string
  path: string
  /** Form fields exactly as sent, e.g. `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>
  /** A GET's query parameters. */
  query: Record<string, string>
  headers: Record<string, string | undefined>
  idempotencyKey?: string
  stripeAccount?: string
}

export type StripeStandIn = {
  url: string
  requests: RecordedRequest[]
  /** Requests to one method and path (a `:id` segment matches any id). */
  requestsTo(method: string, path: string): RecordedRequest[]
  /** A Checkout Session as the stand-in holds it now (its `status` turns 'expired' once expired), or undefined when it made none of that id. */
  checkoutSession(id: string): Record<string, unknown> | undefined
  /** What GET /v1/accounts/:id answers for the account from now on (also its payouts_enabled and details_submitted). */
  setChargesEnabled(accountId: string, enabled: boolean): void
  /**
   * The next request to `method path` fails with a Stripe invalid_request_error (400, not
   * retried); with `status` 5xx an api_error, `times` requests in a row (the SDK retries those).
   */
  failNext(method: string, path: string, options?: { status?: number; times?: number }): void
  /** The payment intent that paid an invoice, as GET /v1/invoice_payments lists it (by invoice or by payment intent) from now on. */
  setInvoicePayment(invoiceId: string, paymentIntent: string): void
  /** A subscription as GET and POST /v1/subscriptions/:id answer it: Stripe's example with `overrides` on top. */
  setSubscription(id: string, overrides: Record<string, unknown>): void
  close(): Promise<void>
}

type Account = { id: string; email: string | null; metadata: Record<string, string>; charges_enabled: boolean; created: number }

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = []
  const accounts = new Map<string, Account>()
  const checkoutSessions = new Map<string, Record<string, unknown>>()
  const replays = new Map<string, { status: number; body: unknown }>()
  const failures = new Map<string, { status: number; left: number }>()
  const invoicePayments = new Map<string, string>()
  const subscriptions = new Map<string, Record<string, unknown>>()

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => respond(res, 500, stripeError('api_error', String(error))))
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
    const header = (name: string) => {
      const value = req.headers[name]
      return Array.isArray(value) ? value.join(', ') : value
    }
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      form,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(Object.keys(req.headers).map((name) => [name, header(name)])),
      ...(header('idempotency-key') ? { idempotencyKey: header('idempotency-key') } : {}),
      ...(header('stripe-account') ? { stripeAccount: header('stripe-account') } : {}),
    }
    requests.push(recorded)
    if (!header('authorization')?.startsWith('Bearer sk_')) return respond(res, 401, stripeError('invalid_request_error', 'Invalid API Key provided'))

    const failure = failures.get(`${recorded.method} ${recorded.path}`)
    if (failure) {
      if (--failure.left === 0) failures.delete(`${recorded.method} ${recorded.path}`)
      const type = failure.status >= 500 ? 'api_error' : 'invalid_request_error'
      return respond(res, failure.status, stripeError(type, 'The stand-in was told to refuse this request'))
    }
    const replayKey = recorded.method === 'POST' && recorded.idempotencyKey ? `${recorded.path} ${recorded.idempotencyKey}` : undefined
    const replay = replayKey ? replays.get(replayKey) : undefined
    if (replay) return respond(res, replay.status, replay.body)
    const { status, body } = answer(recorded)
    if (replayKey) replays.set(replayKey, { status, body })
    respond(res, status, body)
  }

  function answer({ method, path, form, query }: RecordedRequest): { status: number; body: unknown } {
    const now = Math.floor(Date.now() / 1000)
    if (method === 'POST' && path === '/v1/accounts') {
      const account: Account = {
        id: `acct_${randomBytes(8).toString('hex')}`,
        email: form.email ?? null,
        metadata: nested(form, 'metadata'),
        charges_enabled: false,
        created: now,
      }
      accounts.set(account.id, account)
      return { status: 200, body: accountJson(account) }
    }
    const accountPath = /^\/v1\/accounts\/([^/]+)$/.exec(path)
    if (method === 'GET' && accountPath) {
      const account = accounts.get(accountPath[1]!)
      return account
        ? { status: 200, body: accountJson(account) }
        : { status: 404, body: stripeError('invalid_request_error', `No such account: '${accountPath[1]}'`, 'resource_missing') }
    }
    const loginLinkPath = /^\/v1\/accounts\/([^/]+)\/login_links$/.exec(path)
    if (method === 'POST' && loginLinkPath) {
      const account = loginLinkPath[1]!
      if (!accounts.has(account)) return { status: 404, body: stripeError('invalid_request_error', `No such account: '${account}'`, 'resource_missing') }
      // As Stripe: an Express account shows its dashboard only once onboarding is complete.
      if (!accounts.get(account)!.charges_enabled) {
        return { status: 400, body: stripeError('invalid_request_error', 'Cannot create a login link for an account that has not completed onboarding.') }
      }
      return { status: 200, body: stripeObject('login_link', { created: now, url: `https://connect.stripe.com/express/${account}/${randomBytes(6).toString('hex')}` }) }
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const account = form.account ?? ''
      if (!accounts.has(account)) return { status: 400, body: stripeError('invalid_request_error', `No such account: '${account}'`, 'resource_missing') }
      return {
        status: 200,
        body: { object: 'account_link', created: now, expires_at: now + 300, url: `https://connect.stripe.com/setup/e/${account}/${randomBytes(6).toString('hex')}` },
      }
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(12).toString('hex')}`
      const unitAmount = Number(form['line_items[0][price_data][unit_amount]'])
      const quantity = Number(form['line_items[0][quantity]'] ?? 1)
      const session = stripeObject('checkout.session', {
        id,
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: unitAmount * quantity,
        currency: form['line_items[0][price_data][currency]'],
        metadata: nested(form, 'metadata'),
        payment_intent: null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        created: now,
        expires_at: now + 24 * 3600,
        url: `https://checkout.stripe.com/c/pay/${id}`,
      })
      checkoutSessions.set(id, session)
      return { status: 200, body: session }
    }
    const expirePath = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)
    if (method === 'POST' && expirePath) {
      const session = checkoutSessions.get(expirePath[1]!)
      if (!session) return { status: 404, body: stripeError('invalid_request_error', `No such checkout.session: '${expirePath[1]}'`, 'resource_missing') }
      // As Stripe: only an open session can be expired, and an expired one no longer has a URL to pay at.
      if (session.status !== 'open') {
        return { status: 400, body: stripeError('invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`) }
      }
      Object.assign(session, { status: 'expired', url: null })
      return { status: 200, body: session }
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      // Listed by invoice, or by the payment intent that paid one.
      const byIntent = query['payment[payment_intent]']
      const paid = [...invoicePayments].filter(([invoice, intent]) => (byIntent ? intent === byIntent : invoice === query.invoice))
      const data = paid.map(([invoice, intent]) =>
        stripeObject('invoice_payment', { id: `inpay_${randomBytes(8).toString('hex')}`, invoice, status: 'paid', payment: { type: 'payment_intent', payment_intent: intent } }))
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/invoice_payments' } }
    }
    const invoicePath = /^\/v1\/invoices\/([^/]+)$/.exec(path)
    if (method === 'POST' && invoicePath) {
      return { status: 200, body: stripeObject('invoice', { id: invoicePath[1], status: 'draft', application_fee_amount: Number(form.application_fee_amount) }) }
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)
    const subscription = subscriptionPath ? subscriptions.get(subscriptionPath[1]!) : undefined
    if (subscriptionPath && !subscription) return { status: 404, body: stripeError('invalid_request_error', `No such subscription: '${subscriptionPath[1]}'`, 'resource_missing') }
    if (method === 'GET' && subscription) return { status: 200, body: subscription }
    if (method === 'POST' && subscription) return { status: 200, body: updateSubscription(subscription, form) }
    return { status: 404, body: stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path})`) }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo(method, path) {
      const pattern = new RegExp(`^${path.replace(/:[a-z]+/gi, '[^/]+')}$`)
      return requests.filter((request) => request.method === method && pattern.test(request.path))
    },
    checkoutSession: (id) => checkoutSessions.get(id),
    setChargesEnabled(accountId, enabled) {
      const account = accounts.get(accountId)
      if (!account) throw new Error(`the stand-in has no account ${accountId}`)
      account.charges_enabled = enabled
    },
    failNext(method, path, options = {}) {
      failures.set(`${method} ${path}`, { status: options.status ?? 400, left: options.times ?? 1 })
    },
    setInvoicePayment: (invoiceId, paymentIntent) => void invoicePayments.set(invoiceId, paymentIntent),
    setSubscription: (id, overrides) => void subscriptions.set(id, stripeObject('subscription', { id, ...overrides })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Stripe's example account with what this stand-in knows of it on top. */
function accountJson(account: Account) {
  return stripeObject('account', {
    id: account.id,
    type: 'express',
    email: account.email,
    metadata: account.metadata,
    charges_enabled: account.charges_enabled,
    payouts_enabled: account.charges_enabled,
    details_submitted: account.charges_enabled,
    created: account.created,
  })
}

/** What POST /v1/subscriptions/:id changes: cancel_at_period_end, and the item's price (a new price, from price_data). */
function updateSubscription(subscription: Record<string, unknown>, form: Record<string, string>) {
  if (form.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = form.cancel_at_period_end === 'true'
  const unitAmount = form['items[0][price_data][unit_amount]']
  if (unitAmount !== undefined) {
    const items = subscription.items as { data: { price: Record<string, unknown> }[] }
    const item = items.data[0]!
    item.price = { ...item.price, id: `price_${randomBytes(8).toString('hex')}`, unit_amount: Number(unitAmount), currency: form['items[0][price_data][currency]'], product: form['items[0][price_data][product]'] }
  }
  return subscription
}

/** `metadata[creator_id]=x` → `{ creator_id: 'x' }`. */
function nested(form: Record<string, string>, prefix: string): Record<string, string> {
  const pattern = new RegExp(`^${prefix}\\[([^\\]]+)\\]$`)
  return Object.fromEntries(Object.entries(form).flatMap(([key, value]) => {
    const match = pattern.exec(key)
    return match ? [[match[1]!, value]] : []
  }))
}

function stripeError(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code ? { code } : {}) } }
}

function respond(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomBytes(6).toString('hex')}` })
  res.end(JSON.stringify(body))
}
