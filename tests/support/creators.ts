// A demo creator connected through the onboarding flow, with a browser signed in as them.
import { expect } from 'vitest'
import { type CookieJar, cookieJar } from './cookieJar.ts'
import type { TestServer } from './server.ts'

export async function connectDemoCreator(server: Pick<TestServer, 'url'>, creatorId: string, name = 'Maya Lin'): Promise<CookieJar> {
  const browser = cookieJar(server.url)
  const onboarded = await browser.request(`/api/creators/${creatorId}/stripe/onboard`, { method: 'POST', body: { name } })
  expect(onboarded.status).toBe(200)
  const { url } = (await onboarded.json()) as { url: string }
  expect((await browser.request(new URL(url).pathname + new URL(url).search)).status).toBe(302)
  return browser
}
