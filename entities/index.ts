// Every entity, for the ORM's discovery.
import { BoostEvent } from './BoostEvent.ts'
import { Creator } from './Creator.ts'
import { PendingReversal } from './PendingReversal.ts'
import { ProcessedWebhookEvent } from './ProcessedWebhookEvent.ts'
import { Referral } from './Referral.ts'
import { Setting } from './Setting.ts'
import { StatCounter } from './StatCounter.ts'
import { Supporter } from './Supporter.ts'
import { WeeklyXp } from './WeeklyXp.ts'

export const entities = [BoostEvent, Creator, PendingReversal, ProcessedWebhookEvent, Referral, Setting, StatCounter, Supporter, WeeklyXp]
