// Every entity, for the ORM's discovery.
import { BoostAdjustment } from './BoostAdjustment.ts'
import { BoostEvent } from './BoostEvent.ts'
import { CheckoutSession } from './CheckoutSession.ts'
import { Creator } from './Creator.ts'
import { CreatorSession } from './CreatorSession.ts'
import { Passkey } from './Passkey.ts'
import { PendingReversal } from './PendingReversal.ts'
import { ProcessedWebhookEvent } from './ProcessedWebhookEvent.ts'
import { RateLimitWindow } from './RateLimitWindow.ts'
import { RecoveryCode } from './RecoveryCode.ts'
import { Referral } from './Referral.ts'
import { Setting } from './Setting.ts'
import { StatCounter } from './StatCounter.ts'
import { Supporter } from './Supporter.ts'
import { WebauthnChallenge } from './WebauthnChallenge.ts'
import { WeeklyXp } from './WeeklyXp.ts'

export const entities = [BoostAdjustment, BoostEvent, CheckoutSession, Creator, CreatorSession, Passkey, PendingReversal, ProcessedWebhookEvent, RateLimitWindow, RecoveryCode, Referral, Setting, StatCounter, Supporter, WebauthnChallenge, WeeklyXp]
