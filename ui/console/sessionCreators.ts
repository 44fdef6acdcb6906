// Server side, for the console's data hooks: the creators this browser has signed in as (set up
// or onboarded here), most recent first, read from the signed session cookie.
import type { Context } from 'koa'
import type { PageContextServer } from 'vike/types'

export function sessionCreators(pageContext: PageContextServer): string[] {
  const { services, cookies } = pageContext
  // The session reads nothing of the request but its cookies.
  return services.sessions.creators({ cookies } as Context)
}
