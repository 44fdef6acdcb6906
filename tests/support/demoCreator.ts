// A creator connected through the demo provider, as a browser does it: onboarding, then the demo
// connect link. Answers the cookie jar that now holds the creator's session.
import { expect } from 'vitest'
import { type CookieJar, cookieJar } from './cookieJar.ts'

export async function connectDemoCreator(baseUrl: string, creatorId: string, name = 'Maya Lin'): Promise<CookieJar> {
  const browser = cookieJar(baseUrl)
  const onboarded = await browser.request(`/api/creators/${creatorId}/stripe/onboard`, { method: 'POST', body: { name } })
  expect(onboarded.status).toBe(200)
  const { url } = (await onboarded.json()) as { url: string }
  expect((await browser.request(new URL(url).pathname + new URL(url).search)).status).toBe(302)
  return browser
}
