// Every entity, for the ORM's discovery.
//
// A row that names another (a boost its creator and supporter, a delivery its endpoint) holds a
// relation to it, kept as the other row's id (mapToPk), so queries can join through the model. The
// database holds no foreign key for them: a demo widget's boost names a creator who is made only
// on a first paid boost, or never, and retention deletes in batches of its own order.
import { AlertAsset } from './AlertAsset.ts'
import { AlertSignal } from './AlertSignal.ts'
import { BoostAdjustment } from './BoostAdjustment.ts'
import { BoostEvent } from './BoostEvent.ts'
import { CheckoutSession } from './CheckoutSession.ts'
import { Creator } from './Creator.ts'
import { CreatorAlerts } from './CreatorAlerts.ts'
import { CreatorGoal } from './CreatorGoal.ts'
import { CreatorSession } from './CreatorSession.ts'
import { DemoOnboardingLink } from './DemoOnboardingLink.ts'
import { FanClaim } from './FanClaim.ts'
import { FanPasskey } from './FanPasskey.ts'
import { FanSession } from './FanSession.ts'
import { Passkey } from './Passkey.ts'
import { OverlayConnection } from './OverlayConnection.ts'
import { OverlayPresence } from './OverlayPresence.ts'
import { PendingReversal } from './PendingReversal.ts'
import { ProcessedWebhookEvent } from './ProcessedWebhookEvent.ts'
import { RateLimitWindow } from './RateLimitWindow.ts'
import { RecoveryCode } from './RecoveryCode.ts'
import { Referral } from './Referral.ts'
import { Setting } from './Setting.ts'
import { StatCounter } from './StatCounter.ts'
import { Subscription } from './Subscription.ts'
import { Supporter } from './Supporter.ts'
import { WebauthnChallenge } from './WebauthnChallenge.ts'
import { WebhookDelivery } from './WebhookDelivery.ts'
import { UsedLegacyCookie } from './UsedLegacyCookie.ts'
import { WebhookEndpoint } from './WebhookEndpoint.ts'
import { WeeklyXp } from './WeeklyXp.ts'

export const entities = [AlertAsset, AlertSignal, BoostAdjustment, BoostEvent, CheckoutSession, Creator, CreatorAlerts, CreatorGoal, CreatorSession, DemoOnboardingLink, FanClaim, FanPasskey, FanSession, OverlayConnection, OverlayPresence, Passkey, PendingReversal, ProcessedWebhookEvent, RateLimitWindow, RecoveryCode, Referral, Setting, StatCounter, Subscription, Supporter, UsedLegacyCookie, WebauthnChallenge, WebhookDelivery, WebhookEndpoint, WeeklyXp]
