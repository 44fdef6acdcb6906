// What the server passes to every page's server-side hooks (+data.ts, +guard.ts), and to every
// page in the browser.
import type { Me } from '../core/api/account.ts'
import type { Services } from '../server/services/index.ts'

declare global {
  namespace Vike {
    interface PageContextServer {
      services: Services
      /** The creators this browser is signed in as, most recent first. */
      signedInCreators: string[]
    }
    interface PageContext {
      /** The creator this browser is signed in as (the most recent), or null; prerendered pages have none. */
      me?: Me | null
      /** The year by the server's clock when the page was rendered (./+onCreatePageContext.server.ts). */
      year?: number
      /** PUBLIC_URL, on pages rendered per request; a page that needs it in the browser passes it to the client itself. */
      publicUrl?: string
      /** Payments are real (Stripe), not the demo provider: the console then hides the operator's pages from creators. */
      livePayments?: boolean
    }
  }
}

export {}
