// Requests the API suites make again and again, against a server's base URL.
import { newAnonId } from './fixtures.ts'

/** POSTs `body` as JSON (no body when it is undefined); redirects come back as they are. */
export function post(baseUrl: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    redirect: 'manual',
  })
}

/** A new supporter made the way the widget makes one, through POST /api/supporters/identify, referred by `ref` if given. */
export async function identify(baseUrl: string, ref?: string): Promise<{ supporterId: string; anonId: string }> {
  const anonId = newAnonId()
  const response = await post(baseUrl, '/api/supporters/identify', { anonId, ...(ref ? { ref } : {}) })
  if (!response.ok) throw new Error(`POST /api/supporters/identify answered ${response.status}: ${await response.text()}`)
  return { anonId, ...((await response.json()) as { supporterId: string }) }
}
