// The demo checkout page over HTTP, served from a real build: what it shows, and a real 404 for
// a checkout that does not exist or has expired.
import { describe, expect, it } from 'vitest'
import { pglite } from '../support/databases.ts'
import { post } from '../support/http.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

describe('GET /checkout/demo/:id', () => {
  let server!: TestServer
  useTestServer(pglite, (started) => (server = started), {}, { pages: true })

  async function openCheckout(body: Record<string, unknown>) {
    // The widget's demo mode: any creator id.
    const response = await post(server.url, '/api/checkout', { demo: true, ...body })
    return (await response.json()) as { url: string; sessionId: string }
  }

  it('shows the creator, the amount, the fee breakdown and that no money moves', async () => {
    const { url, sessionId } = await openCheckout({ amount: 20, currency: 'usd', creator_id: 'page-creator', message: 'Love the <b>show</b>' })
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('Boost for page-creator')
    expect(html).toContain('$20.00')
    expect(html).toContain('Demo checkout: no money moves.')
    // Card fee, platform fee and the creator's net for $20.
    expect(html).toContain('$0.88')
    expect(html).toContain('$0.50')
    expect(html).toContain('$18.62')
    expect(html).toContain('Pay $20.00')
    expect(html).toContain(`href="/boost/cancel?sid=${sessionId}"`)
    expect(html).toContain('Love the &lt;b&gt;show&lt;/b&gt;')
    expect(html).toContain(sessionId.slice(0, 16))
  })

  it('answers 404 for an unknown checkout, saying so with a way home', async () => {
    const response = await fetch(`${server.url}/checkout/demo/demo_cs_doesnotexist000`)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).not.toContain('no money moves')
    expect(html).toContain('Checkout not found')
    expect(html).toContain('This checkout does not exist, or it expired')
    expect(html).toContain('href="/"')
  })

  it('answers 404 once the checkout is past its 24 hours', async () => {
    const { url, sessionId } = await openCheckout({ amount: 5, currency: 'usd', creator_id: 'page-creator' })
    await server.db.query(`update checkout_session set expires_at = now() - interval '1 second' where id = ?`, [sessionId])
    const response = await fetch(url)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Checkout not found')
  })

  it('says a completed checkout is already paid', async () => {
    const { url, sessionId } = await openCheckout({ amount: 5, currency: 'usd', creator_id: 'page-creator' })
    await fetch(`${server.url}/api/checkout/demo/${sessionId}/complete`, { method: 'POST' })
    const html = await (await fetch(url)).text()
    expect(html).toContain('This boost is already paid.')
    expect(html).toContain(`/boost/success?sid=${sessionId}`)
  })
})
