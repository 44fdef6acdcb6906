// The browser's side of a fan's account on Boost's origin: claiming a boost on the thank-you page,
// the fan passkey ceremonies (@simplewebauthn/browser, fetched only when one starts), export,
// forgetting, signing out. Each call that changes who this browser is hands the fan's supporter id
// to this browser's identity, so the widget and the XP shown here follow.
import type { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import type { FanSummary } from '../../core/api/fans.ts'
import { fetchBlob, fetchJson, fetchJsonOrNullWhenUnauthorized, postJson } from '../api/fetchJson.ts'
import { supporterIdentity } from './supporterIdentity.ts'

export const FAN_KEY = ['fan'] as const

export function fetchFan(signal?: AbortSignal): Promise<FanSummary | null> {
  return fetchJsonOrNullWhenUnauthorized<FanSummary>('/api/fan', signal ? { signal } : {})
}

/** Joins the paid boost's supporter (proved by its anonymous id) to this browser's fan. */
export async function claimBoost(sessionId: string, anonId: string): Promise<string> {
  const deviceAnonId = supporterIdentity()?.getState().anonId ?? undefined
  const { supporterId } = await postJson<{ supporterId: string }>('/api/fan/claim', { sessionId, anonId, ...(deviceAnonId && deviceAnonId !== anonId ? { deviceAnonId } : {}) })
  supporterIdentity()?.adopt(supporterId)
  return supporterId
}

/** Makes a fan passkey on this device and saves it; resolves to its name. */
export async function saveFanPasskey(): Promise<string> {
  const [library, optionsJSON] = await Promise.all([
    import('@simplewebauthn/browser'),
    postJson<Parameters<typeof startRegistration>[0]['optionsJSON']>('/api/fan/passkeys/options'),
  ])
  const response = await library.startRegistration({ optionsJSON })
  return (await postJson<{ name: string }>('/api/fan/passkeys', { response })).name
}

/** Signs in with a fan passkey the browser offers; this device's own supporter joins the fan. */
export async function signInAsFan(): Promise<void> {
  const identity = supporterIdentity()
  // This device's anonymous id, made now if it has none, so its widget and pages follow the fan from here on.
  await identity?.ensureSupporterId()
  const [library, optionsJSON] = await Promise.all([
    import('@simplewebauthn/browser'),
    postJson<Parameters<typeof startAuthentication>[0]['optionsJSON']>('/api/fan/signin/options'),
  ])
  const response = await library.startAuthentication({ optionsJSON })
  const deviceAnonId = identity?.getState().anonId ?? undefined
  const { supporterId } = await postJson<{ supporterId: string }>('/api/fan/signin', { response, ...(deviceAnonId ? { deviceAnonId } : {}) })
  identity?.adopt(supporterId)
}

/** Downloads everything Boost holds about the fan as a JSON file. */
export async function downloadFanData(): Promise<void> {
  const blob = await fetchBlob('/api/fan/export')
  const url = URL.createObjectURL(blob)
  const link = Object.assign(document.createElement('a'), { href: url, download: `boost-fan-${new Date().toISOString().slice(0, 10)}.json` })
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

/** Forgets the fan on the server; this browser's stored ids went with them, so it starts afresh. */
export async function forgetFan(): Promise<void> {
  await fetchJson('/api/fan', { method: 'DELETE' })
  supporterIdentity()?.forget()
}

/** Signs this browser out of the fan; its ids stood for the fan, so they are dropped too (a shared device keeps nothing). */
export async function signOutFan(): Promise<void> {
  await postJson('/api/fan/signout')
  supporterIdentity()?.forget()
}
