// The pages after a checkout, served from a real build: the thank-you page says only what is true
// of the checkout its `sid` names, the cancel page and the thank-you page lead back where the fan
// came from, the receipt has a page of its own, and pages with nothing to show say what is missing.
import { describe, expect, it } from 'vitest'
import { connectDemoCreator } from '../support/creators.ts'
import { pglite } from '../support/databases.ts'
import { post } from '../support/http.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

const FALSE_LINES = ['A receipt has been emailed to you', 'processed securely via Stripe', 'minus the 2.5% platform fee']

describe('the pages after a checkout', () => {
  let server!: TestServer
  let counter = 0
  const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`
  useTestServer(pglite, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '10000' }, { pages: true })

  async function openCheckout(body: Record<string, unknown>): Promise<string> {
    const response = await post(server.url, '/api/checkout', body)
    expect(response.status).toBe(200)
    return ((await response.json()) as { sessionId: string }).sessionId
  }

  const page = async (path: string) => {
    const response = await fetch(`${server.url}${path}`)
    return { status: response.status, html: await response.text() }
  }

  async function paidBoostOf(creatorId: string, extra: Record<string, unknown> = {}) {
    const sessionId = await openCheckout({ amount: 20, creator_id: creatorId, ...extra })
    expect((await post(server.url, `/api/checkout/demo/${sessionId}/complete`)).status).toBe(200)
    return sessionId
  }

  it('a paid boost: the creator, the fees the checkout showed, the note, no money moved, the receipt and the way back to the creator', async () => {
    const creatorId = uniqueId('maya')
    const browser = await connectDemoCreator(server, creatorId, 'Maya Lin')
    await browser.request('/api/account/thank-you-note', { method: 'PUT', body: { thankYouNote: 'You made my week!' } })
    const sessionId = await paidBoostOf(creatorId, { return_url: `${server.url}/c/${creatorId}` })
    const { status, html } = await page(`/boost/success?sid=${sessionId}`)
    expect(status).toBe(200)
    expect(html).toContain('<title>Boost Successful! | Boost</title>')
    expect(html).toContain('Boost Successful!')
    expect(html).toContain('Maya Lin')
    expect(html).toContain('You made my week!')
    for (const figure of ['$20.00', '$0.88', '$0.50', '$18.62', 'Card processing (2.9% + 30¢)', 'Boost platform fee (2.5%)', 'Maya Lin receives']) expect(html).toContain(figure)
    expect(html).toContain('Demo · no money moved')
    expect(html).toContain(sessionId)
    expect(html).toMatch(/href="\/receipt\/[A-Za-z0-9_-]{32}"/)
    expect(html).toContain(`href="/c/${creatorId}"`)
    expect(html).toContain('Back to Maya Lin')
    expect(html).not.toContain('Back to Demo')
    for (const line of FALSE_LINES) expect(html).not.toContain(line)
  })

  it('a made-up, missing or unpaid session never says Boost Successful!', async () => {
    const madeUp = await page('/boost/success?sid=demo_cs_madeUpSession123')
    expect(madeUp.status).toBe(200)
    expect(madeUp.html).not.toContain('Boost Successful!')
    expect(madeUp.html).toContain('We could not find this boost')
    expect(madeUp.html).toContain('<title>Boost not found | Boost</title>')
    const missing = await page('/boost/success')
    expect(missing.html).not.toContain('Boost Successful!')
    expect(missing.html).toContain('This link names no checkout session')

    const open = await openCheckout({ amount: 5, creator_id: uniqueId('open'), demo: true })
    const confirming = await page(`/boost/success?sid=${open}`)
    expect(confirming.html).not.toContain('Boost Successful!')
    expect(confirming.html).toContain('Confirming your payment')

    await post(server.url, `/api/checkout/sessions/${open}/cancel`)
    expect((await page(`/boost/success?sid=${open}`)).html).toContain('You left the checkout before paying. Nothing was charged.')
    for (const { html } of [madeUp, missing, confirming]) for (const line of FALSE_LINES) expect(html).not.toContain(line)
  })

  it('leads back to the host page the widget was on, showing its address, and to the developer demo as before', async () => {
    const creatorId = uniqueId('host')
    await connectDemoCreator(server, creatorId)
    const fromBlog = await paidBoostOf(creatorId, { return_url: 'https://maya-blog.example/posts/42?x=1' })
    const blog = await page(`/boost/success?sid=${fromBlog}`)
    expect(blog.html).toContain('href="https://maya-blog.example/posts/42?x=1"')
    expect(blog.html).toContain('Back to maya-blog.example')

    const fromDemo = await paidBoostOf(uniqueId('dev'), { demo: true, return_url: `${server.url}/boost-demo` })
    const demo = await page(`/boost/success?sid=${fromDemo}`)
    expect(demo.html).toContain('Back to Demo')
    expect(demo.html).toContain('href="/analytics"')

    const cancelledDemo = await openCheckout({ amount: 5, creator_id: uniqueId('dev'), demo: true, return_url: `${server.url}/boost-demo` })
    const cancel = await page(`/boost/cancel?sid=${cancelledDemo}`)
    expect(cancel.html).toContain('Back to Demo')
    expect(cancel.html).toContain('Try Again')
    const cancelledBlog = await openCheckout({ amount: 5, creator_id: creatorId, return_url: 'https://maya-blog.example/' })
    expect((await page(`/boost/cancel?sid=${cancelledBlog}`)).html).toContain('href="https://maya-blog.example/"')
    const bare = await page('/boost/cancel')
    expect(bare.html).toContain('Back to Demo')
    expect(bare.html).toContain('Try Again')
  })

  it('the receipt has a page of its own, not indexed, printable; an unknown one is a 404 that says so', async () => {
    const creatorId = uniqueId('receipt')
    await connectDemoCreator(server, creatorId, 'Maya Lin')
    const sessionId = await paidBoostOf(creatorId, { message: 'Loved the set!', email: 'fan@fans.example' })
    const [row] = await server.db.query<{ receipt_token: string }>('select receipt_token from checkout_session where id = ?', [sessionId])
    const receipt = await page(`/receipt/${row!.receipt_token}`)
    expect(receipt.status).toBe(200)
    for (const text of ['Maya Lin', '$20.00', '$0.88', '$0.50', '$18.62', 'Loved the set!', sessionId, 'Print receipt', 'noindex']) expect(receipt.html).toContain(text)
    // Nothing the fan did not write: the email they gave stays off the page.
    expect(receipt.html).not.toContain('fan@fans.example')
    const unknown = await page(`/receipt/${'A'.repeat(32)}`)
    expect(unknown.status).toBe(404)
    expect(unknown.html).toContain('Receipt not found')
  })

  it('an unknown creator page says no creator has that address; an unknown route keeps the router’s 404 text', async () => {
    const creator = await page('/c/no-such-creator')
    expect(creator.status).toBe(404)
    expect(creator.html).toContain('No creator here')
    expect(creator.html).toContain('No creator has this address on Boost.')
    expect(creator.html).toContain('href="/"')
    const route = await page('/no-such-page')
    expect(route.status).toBe(404)
    expect(route.html).toContain('404 Page Not Found')
    expect(route.html).toContain('Did you forget to add the page to the router?')
  })
})
