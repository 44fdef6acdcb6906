// How an API endpoint is described once: its schemas validate requests at the edge and
// generate the OpenAPI document and the /api reference page.
import type { z } from './zod.ts'

export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Koa-style path, e.g. `/api/creators/:id`. */
  path: string
  summary: string
  /** Who may call it, in a few words ("public", "the creator's session or ADMIN_TOKEN"). */
  access: string
  /**
   * The credentials the server checks, any one of which lets a caller in; `anonymous` where a
   * caller without any is answered too (`['anonymous']` alone: a public endpoint).
   */
  security: readonly Credential[]
  /** Anyone may call it while payments are a demo (nothing is at stake); the credentials count once they are live. */
  openWithDemoPayments?: true
  params?: z.ZodObject
  query?: z.ZodObject
  body?: z.ZodType
  /** The content type of a body that is not JSON (a file's bytes), instead of `body`. */
  consumes?: string
  /** The success answer; omitted for non-JSON answers such as CSV or an event stream. */
  response?: z.ZodType
  /** The content type of a non-JSON answer; several, comma-separated. */
  produces?: string
  errors?: Record<number, string>
}

/**
 * The session cookie a browser receives on signing in (or on starting a creator's onboarding), the
 * platform admin's bearer token (ADMIN_TOKEN), Stripe's signature of an event, or none.
 */
export type Credential = 'creatorSession' | 'fanSession' | 'adminToken' | 'stripeSignature' | 'anonymous'

export const PUBLIC = ['anonymous'] as const satisfies readonly Credential[]
export const SESSION = ['creatorSession'] as const satisfies readonly Credential[]

export function defineEndpoints<const T extends Record<string, Endpoint>>(endpoints: T): T {
  return endpoints
}

/** The access of a route only the creator it names may call, and its refusals, said one way everywhere. */
export const OWN_SESSION = 'the creator’s session (same-origin)'
export const OWN_SESSION_ERRORS = { 401: 'not signed in', 403: 'another creator’s session' } as const
