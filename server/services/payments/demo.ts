// The demo provider: checkouts and onboarding links that point at pages of our own, where no
// money moves. The flow matches Stripe's step for step, so the product works with no keys.
import { randomBytes } from 'node:crypto'
import type { Sessions } from '../sessions.ts'
import type { PaymentProvider } from './provider.ts'

const DEMO_SESSION_TTL_MS = 24 * 3600 * 1000
/** Like a Stripe account link, a demo onboarding link is short-lived. */
const DEMO_CONNECT_TTL_MS = 15 * 60 * 1000
export const DEMO_CONNECT_PURPOSE = 'demo-connect'

export function createDemoProvider(publicUrl: () => string, sessions: Sessions): PaymentProvider {
  return {
    kind: 'demo',

    async createCheckout() {
      const id = `demo_cs_${randomBytes(18).toString('base64url')}`
      return { id, url: `${publicUrl()}/checkout/demo/${id}`, expiresAt: new Date(Date.now() + DEMO_SESSION_TTL_MS) }
    },

    async createAccount() {
      return `acct_demo_${randomBytes(12).toString('hex')}`
    },

    async onboardingLink({ creatorId, accountId, returnTo }) {
      // The token names the account it may enable, so it cannot enable one that replaced it.
      const token = sessions.sign(DEMO_CONNECT_PURPOSE, { creator: creatorId, account: accountId, expires: Date.now() + DEMO_CONNECT_TTL_MS })
      const query = new URLSearchParams({ token, returnTo })
      return `${publicUrl()}/api/creators/${creatorId}/demo-connect?${query}`
    },

    async accountStatus() {
      return null
    },

    async dashboardLink() {
      return null
    },
  }
}
