// Every entity, for the ORM's discovery.
import { BoostAdjustment } from './BoostAdjustment.ts'
import { BoostEvent } from './BoostEvent.ts'
import { CheckoutSession } from './CheckoutSession.ts'
import { Creator } from './Creator.ts'
import { PendingReversal } from './PendingReversal.ts'
import { ProcessedWebhookEvent } from './ProcessedWebhookEvent.ts'
import { RateLimitWindow } from './RateLimitWindow.ts'
import { Referral } from './Referral.ts'
import { Setting } from './Setting.ts'
import { StatCounter } from './StatCounter.ts'
import { Supporter } from './Supporter.ts'
import { WeeklyXp } from './WeeklyXp.ts'

export const entities = [BoostAdjustment, BoostEvent, CheckoutSession, Creator, PendingReversal, ProcessedWebhookEvent, RateLimitWindow, Referral, Setting, StatCounter, Supporter, WeeklyXp]
