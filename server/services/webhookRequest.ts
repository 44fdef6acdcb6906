// One delivery attempt of a creator webhook: a signed POST (sent again at once, once, when a kept-alive
// connection turns out closed), no redirects followed, a time limit (10 s unless configured), and (unless
// WEBHOOKS_ALLOW_PRIVATE) no private, loopback or reserved address, checked on the URL and again on
// every address its name resolves to.
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { checkedLookup, isRefusedAddress } from './webhookAddress.ts'

/** The receiver's HTTP status and the start of its body, or why there was none; and the headers sent. */
export type Outcome = { status: number | null; error: string | null; responseBody?: string | null; requestHeaders?: Record<string, string> }

/** How much of an answer's body is kept to show the creator: a receiver's error message fits, a page does not. */
export const RESPONSE_BODY_BYTES = 1024

/** `timeoutMs` bounds each request; `signal` ends it early (the worker stopping). */
export type SendOptions = { allowPrivate: boolean; timeoutMs: number; signal?: AbortSignal }

/** POSTs `body` to `url` signed with `secret`; never throws. */
export async function sendWebhook(url: string, secret: string, id: string, body: string, options: SendOptions): Promise<Outcome> {
  const target = new URL(url)
  if (!options.allowPrivate && isIP(target.hostname.replace(/^\[|\]$/g, '')) && isRefusedAddress(target.hostname)) {
    return { status: null, error: `${target.hostname} is a private, loopback or reserved address` }
  }
  // Signed per Standard Webhooks (`whsec_` secrets, `v1,` signatures), to the whole second the header states.
  const timestamp = Math.floor(Date.now() / 1000)
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Boost-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': new Webhook(secret).sign(id, new Date(timestamp * 1000), body),
  }
  const first = await post(target, headers, body, options)
  // A kept-alive connection the receiver closed while idle resets the request sent on it before
  // any answer: the receiver dropped the connection, not the event, so it goes again at once on a
  // new one rather than waiting out a retry. (The event's id is the same: receivers dedupe on it.)
  const { status, error, responseBody } = first.staleConnection ? await post(target, headers, body, options) : first
  return { status, error, responseBody, requestHeaders: headers }
}

/** One request; `staleConnection` when it went out on a reused connection that was reset. */
function post(target: URL, headers: Record<string, string>, body: string, { allowPrivate, timeoutMs, signal }: SendOptions): Promise<Outcome & { staleConnection?: boolean }> {
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve) => {
    const request = send(target, { method: 'POST', headers, ...(signal ? { signal } : {}), ...(allowPrivate ? {} : { lookup: checkedLookup }) })
    let settled = false
    const settle = (outcome: Outcome & { staleConnection?: boolean }) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(outcome)
    }
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs)
    request.on('response', (response: IncomingMessage) => {
      // The status is the outcome; the first kilobyte of the body is kept to show, the rest is not read.
      const chunks: Buffer[] = []
      let length = 0
      const answered = () => settle({ status: response.statusCode ?? null, error: null, responseBody: bodyText(Buffer.concat(chunks).subarray(0, RESPONSE_BODY_BYTES)) })
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        length += chunk.length
        if (length >= RESPONSE_BODY_BYTES) {
          answered()
          response.destroy()
        }
      })
      response.on('end', answered)
      response.on('error', answered)
      response.on('close', answered)
    })
    request.on('error', (error: NodeJS.ErrnoException) => {
      settle({ status: null, error: error.message.slice(0, 200), staleConnection: request.reusedSocket && error.code === 'ECONNRESET' })
    })
    request.end(body)
  })
}

/** Bytes as text a database column takes: a cut character is replaced, NULs dropped. */
function bodyText(bytes: Buffer): string {
  return new TextDecoder().decode(bytes).replaceAll('\u0000', '')
}
