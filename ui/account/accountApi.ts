// The browser's side of creator accounts: the passkey ceremonies (@simplewebauthn/browser talks
// to the authenticator), recovery codes, signing out, and the payouts link. The console loads this
// on every page for its account block, so the ceremonies' library is fetched only when one starts,
// alongside the options the server sends for it.
import type { startAuthentication, startRegistration, WebAuthnErrorCode } from '@simplewebauthn/browser'
import type { Account } from '../../core/api/account.ts'
import { fetchJson, postJson } from '../api/fetchJson.ts'
import { serverErrorText } from '../console/serverError.ts'

type SignedIn = { creatorId: string; redirect: string }

/** Makes a passkey for the signed-in creator and saves it; resolves to its name. */
export async function savePasskey(creatorId?: string): Promise<string> {
  const query = { creatorId }
  const [library, optionsJSON] = await Promise.all([
    import('@simplewebauthn/browser'),
    postJson<Parameters<typeof startRegistration>[0]['optionsJSON']>('/api/account/passkeys/options', undefined, { query }),
  ])
  const response = await library.startRegistration({ optionsJSON })
  const saved = await postJson<{ name: string }>('/api/account/passkeys', { response }, { query })
  return saved.name
}

/** Signs in with a passkey the browser offers (no id typed: the credentials are discoverable). */
export async function signInWithPasskey(): Promise<SignedIn> {
  const [library, optionsJSON] = await Promise.all([
    import('@simplewebauthn/browser'),
    postJson<Parameters<typeof startAuthentication>[0]['optionsJSON']>('/api/signin/options'),
  ])
  const response = await library.startAuthentication({ optionsJSON })
  return postJson<SignedIn>('/api/signin', { response })
}

export function signInWithRecoveryCode(code: string): Promise<SignedIn> {
  return postJson<SignedIn>('/api/signin/recovery', { code })
}

export async function signOut(): Promise<void> {
  await postJson('/api/signout')
}

export function fetchAccount(creatorId?: string): Promise<Account> {
  return fetchJson<Account>('/api/account', { query: { creatorId } })
}

export function openPayouts(creatorId?: string): Promise<{ url: string | null; message: string }> {
  return postJson('/api/account/payouts', undefined, { query: { creatorId } })
}

/** What to tell the person when a ceremony or call failed; null when they cancelled it themselves. */
export function accountErrorText(error: unknown): string | null {
  // The library's WebAuthnError, known by its code: its class is not loaded until a ceremony starts.
  const code = (error as { code?: WebAuthnErrorCode } | null)?.code
  if (code === 'ERROR_CEREMONY_ABORTED') return null
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'This device already holds a passkey for this account.'
  if (error instanceof Error && error.name === 'NotAllowedError') return null
  return serverErrorText(error) ?? (error instanceof Error && !/^\d{3}:/.test(error.message) ? error.message : 'Something went wrong. Try again.')
}
