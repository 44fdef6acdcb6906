// Passkey ceremonies an API test runs as a browser would: saving a passkey for the creator a
// browser is signed in as, and asking for sign-in options.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server'
import { expect } from 'vitest'
import type { CookieJar } from './cookieJar.ts'
import type { TestServer } from './server.ts'
import { createSoftAuthenticator } from './softAuthenticator.ts'

export async function savePasskey(server: Pick<TestServer, 'url'>, browser: CookieJar, authenticator = createSoftAuthenticator()) {
  const options = (await (await browser.request('/api/account/passkeys/options', { method: 'POST' })).json()) as PublicKeyCredentialCreationOptionsJSON
  const { response, passkey } = authenticator.register(options, server.url)
  const saved = await browser.request('/api/account/passkeys', { method: 'POST', body: { response } })
  expect(saved.status).toBe(201)
  return { authenticator, passkey, saved: (await saved.json()) as { id: string; name: string } }
}

export async function signInOptions(browser: CookieJar): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const response = await browser.request('/api/signin/options', { method: 'POST' })
  expect(response.status).toBe(200)
  return (await response.json()) as PublicKeyCredentialRequestOptionsJSON
}
