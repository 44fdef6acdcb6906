// What the server passes to every page's server-side hooks (+data.ts, +guard.ts).
import type { Cookies } from 'koa'
import type { Services } from '../server/services/index.ts'

declare global {
  namespace Vike {
    interface PageContextServer {
      services: Services
      cookies: Cookies
    }
  }
}

export {}
