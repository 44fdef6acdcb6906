// A fan who takes a monthly boost through the demo checkout and claims it on the thank-you page,
// as a browser would: the monthly boost is theirs to list, change and cancel.
import { expect } from 'vitest'
import { cookieJar, type CookieJar } from './cookieJar.ts'
import { identify, post } from './http.ts'

export async function takeMonthlyBoost(baseUrl: string, creatorId: string, amount: number, currency = 'usd'): Promise<{ sessionId: string; fan: CookieJar }> {
  const widget = await identify(baseUrl)
  const opened = await post(baseUrl, '/api/checkout', { amount, currency, creator_id: creatorId, supporter_id: widget.supporterId, interval: 'month', name: 'Ana', message: 'every month!' })
  expect(opened.status).toBe(200)
  const { sessionId } = (await opened.json()) as { sessionId: string }
  expect((await post(baseUrl, `/api/checkout/demo/${sessionId}/complete`)).status).toBe(200)
  const fan = cookieJar(baseUrl)
  expect((await fan.request('/api/fan/claim', { method: 'POST', body: { sessionId, anonId: widget.anonId } })).status).toBe(200)
  return { sessionId, fan }
}
