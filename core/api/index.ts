// Every API endpoint, by area: the source of the OpenAPI document and the /api reference page.
import { accountEndpoints } from './account.ts'
import { adminEndpoints } from './admin.ts'
import { alertAssetEndpoints } from './alertAssets.ts'
import { alertEndpoints } from './alerts.ts'
import { creatorPageEndpoints } from './creators.ts'
import type { Endpoint } from './endpoint.ts'
import { fanEndpoints } from './fans.ts'
import { ledgerEndpoints } from './ledger.ts'
import { paymentsEndpoints } from './payments.ts'
import { subscriptionEndpoints } from './subscriptions.ts'
import { webhookEndpoints } from './webhooks.ts'

export const apiAreas: { area: string; endpoints: Record<string, Endpoint> }[] = [
  { area: 'Ledger', endpoints: ledgerEndpoints },
  { area: 'Payments', endpoints: paymentsEndpoints },
  { area: 'Creator pages', endpoints: creatorPageEndpoints },
  { area: 'Alerts and moderation', endpoints: { ...alertEndpoints, ...alertAssetEndpoints } },
  { area: 'Accounts', endpoints: accountEndpoints },
  { area: 'Fans', endpoints: fanEndpoints },
  { area: 'Monthly boosts', endpoints: subscriptionEndpoints },
  { area: 'Admin', endpoints: adminEndpoints },
  { area: 'Webhooks', endpoints: webhookEndpoints },
]
