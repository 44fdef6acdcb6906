// The demo provider: checkouts and onboarding links that point at pages of our own, where no
// money moves. The flow matches Stripe's step for step, so the product works with no keys.
import { randomBytes } from 'node:crypto'
import type { DemoOnboardingLinks } from './demoOnboardingLinks.ts'
import type { PaymentProvider } from './provider.ts'

const DEMO_SESSION_TTL_MS = 24 * 3600 * 1000

export function createDemoProvider(publicUrl: () => string, links: DemoOnboardingLinks): PaymentProvider {
  return {
    kind: 'demo',

    async createCheckout() {
      const id = `demo_cs_${randomBytes(18).toString('base64url')}`
      return { id, url: `${publicUrl()}/checkout/demo/${id}`, expiresAt: new Date(Date.now() + DEMO_SESSION_TTL_MS) }
    },

    // A demo checkout moves no money: there is nothing to close at a provider.
    async expireCheckout() {},

    async createAccount() {
      return `acct_demo_${randomBytes(12).toString('hex')}`
    },

    async onboardingLink({ creatorId, accountId, returnTo, sessionId }) {
      // The link names the account it may enable, so it cannot enable one that replaced it.
      const token = await links.issue({ creatorId, accountId, sessionId })
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
