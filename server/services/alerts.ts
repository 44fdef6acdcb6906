// A creator's stream alerts: their settings (applied at once by every open overlay of theirs, on
// any instance, through an alert_signal), test alerts and replays, how many overlays are live, and
// the review of messages held for them. No call here moves a number: boosts stay in the ledger's hands.
import { LockMode } from '@mikro-orm/core'
import { ALERT_DEFAULTS, alertDisplay, type AlertSettings } from '../../core/alerts.ts'
import { type AlertSettingsChange, type AlertStatusWire, type AlertWire, displayToWire, type HeldMessage, type ReviewManyBody, type ReviewManyResult } from '../../core/api/alerts.ts'
import type { AlertPosition } from '../../core/alertLook.ts'
import { AlertAsset } from '../../entities/AlertAsset.ts'
import { AlertSignal } from '../../entities/AlertSignal.ts'
import { BoostEvent } from '../../entities/BoostEvent.ts'
import { Supporter } from '../../entities/Supporter.ts'
import { shortLabel } from '../../core/ranks.ts'
import { CreatorAlerts } from '../../entities/CreatorAlerts.ts'
import type { Db, Tx } from '../db.ts'
import { sqlNames } from '../sqlNames.ts'
import type { CreatorPageCache } from './creatorPageCache.ts'
import { decideHeld, decideMany } from './heldMessages.ts'
import { alertOf, type LiveHub } from './live.ts'
import { type BoostRow, COLUMNS, FROM } from './liveReads.ts'
import { Refusal } from './refusal.ts'

/** The sample a test alert shows. */
const TEST_ALERT = { boostId: 0, amount: 500, currency: 'usd', message: 'This is a test alert. Nothing was paid.', supporterLabel: 'test', supporterName: null, anonymous: false, xpAwarded: 50, months: null }
const REVIEW_QUEUE_LIMIT = 100

const boostEvent = sqlNames(BoostEvent)

export type Alerts = ReturnType<typeof createAlerts>

export function createAlerts(db: Db, hub: Pick<LiveHub, 'announce' | 'overlaysLive' | 'overlayList'>, cache: Pick<CreatorPageCache, 'drop'>) {
  /** Writes signals in `work`'s transaction and wakes the hubs once it commits. */
  async function signalling<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await db.transaction(work)
    hub.announce()
    return result
  }

  const signal = (tx: Tx, creatorId: string, kind: 'alert' | 'settings', payload: Record<string, unknown>) =>
    tx.em.insert(AlertSignal, { creatorId, kind, payload, ts: new Date() })

  let alertIds = 0
  const alertId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(alertIds++).toString(36)}`

  async function settings(creatorId: string): Promise<AlertSettings> {
    const row = await db.em((em) => em.findOne(CreatorAlerts, creatorId))
    return row ? fromRow(row) : structuredClone(ALERT_DEFAULTS)
  }

  return {
    settings,

    async update(creatorId: string, change: AlertSettingsChange): Promise<AlertSettings> {
      return signalling(async (tx) => {
        const row = await tx.em.findOne(CreatorAlerts, creatorId, { lockMode: LockMode.PESSIMISTIC_WRITE })
        const current = row ? fromRow(row) : structuredClone(ALERT_DEFAULTS)
        const { minAmount, tts, layout, variants, ...rest } = change
        await mustOwnAssets(tx, creatorId, change)
        const next: AlertSettings = {
          ...current,
          ...definedOnly(rest),
          ...(minAmount !== undefined && { minAmountCents: minAmount }),
          ...(variants !== undefined && { variants: variants.map(({ minAmount: from, ...variant }) => ({ ...variant, minAmountCents: from })) }),
          layout: { ...current.layout, ...definedOnly(layout ?? {}) },
          tts: {
            enabled: tts?.enabled ?? current.tts.enabled,
            minAmountCents: tts?.minAmount ?? current.tts.minAmountCents,
            maxChars: tts?.maxChars ?? current.tts.maxChars,
          },
        }
        await tx.em.upsert(CreatorAlerts, toRow(creatorId, next))
        await signal(tx, creatorId, 'settings', displayToWire(alertDisplay(next)))
        return next
      })
    },

    /** A sample alert; of the amount and currency given, so a creator sees each of their variants. */
    async sendTest(creatorId: string, sample: { amount?: number | undefined; currency?: string | undefined } = {}): Promise<number> {
      const alert = { kind: 'test', alertId: alertId('test'), ...TEST_ALERT, ...definedOnly(sample) } satisfies AlertWire
      await signalling((tx) => signal(tx, creatorId, 'alert', alert))
      return hub.overlaysLive(creatorId)
    },

    /** Shows one of the creator's boosts again, as fans saw it: a held or rejected message stays hidden. */
    async replay(creatorId: string, boostId: number): Promise<number> {
      await signalling(async (tx) => {
        // Hand-written: the live stream's own columns and reading of a boost (liveReads.ts), so a replay is the alert fans saw.
        const [row] = await tx.execute<BoostRow>(`select ${COLUMNS} ${FROM} where e.${boostEvent.id} = ? and e.${boostEvent.creatorId} = ? and e.${boostEvent.demo} = false`, [boostId, creatorId])
        if (!row) throw new Refusal(404, `No boost ${boostId} for this creator`)
        await signal(tx, creatorId, 'alert', { kind: 'replay', alertId: alertId('replay'), ...alertOf(row) } satisfies AlertWire)
      })
      return hub.overlaysLive(creatorId)
    },

    async status(creatorId: string): Promise<AlertStatusWire> {
      const [overlays, held, list] = await Promise.all([
        hub.overlaysLive(creatorId),
        db.em((em) => em.count(BoostEvent, { creatorId, messageStatus: 'held', demo: false })),
        hub.overlayList(creatorId),
      ])
      // The overlay's id is a secret of its browser: its tail tells overlays apart, nothing more.
      return { overlays, held, list: list.map(({ overlayId, ...overlay }) => ({ overlay: overlayId.slice(-4), ...overlay })) }
    },

    async reviewQueue(creatorId: string): Promise<HeldMessage[]> {
      return db.em(async (em) => {
        const held = await em.find(BoostEvent, { creatorId, messageStatus: 'held', demo: false }, {
          fields: ['id', 'grossCents', 'currency', 'message', 'publicMessage', 'supporterName', 'publicSupporterName', 'anonymous', 'ts', 'supporterId'],
          orderBy: { id: 'asc' },
          limit: REVIEW_QUEUE_LIMIT,
        })
        const supporterIds = [...new Set(held.flatMap((boost) => boost.supporterId ?? []))]
        const supporters = supporterIds.length > 0 ? await em.find(Supporter, { id: { $in: supporterIds } }, { fields: ['anonId'] }) : []
        const anonIds = new Map(supporters.map((supporter) => [supporter.id, supporter.anonId]))
        return held.map((boost) => {
          const anonId = boost.supporterId ? anonIds.get(boost.supporterId) : undefined
          return {
            boostId: boost.id,
            amount: boost.grossCents,
            currency: boost.currency,
            message: boost.message ?? '',
            publicMessage: boost.publicMessage ?? '',
            supporterName: boost.supporterName ?? null,
            publicSupporterName: boost.publicSupporterName ?? null,
            anonymous: boost.anonymous,
            supporterLabel: anonId === undefined || boost.anonymous ? null : shortLabel(anonId),
            ts: boost.ts.toISOString(),
          }
        })
      })
    },

    /**
     * Approves or rejects a held message, once. Either way the creator's overlays now alert the
     * boost (a rejected one without its words); the boost always counted, so no number moves.
     */
    async decide(creatorId: string, boostId: number, decision: 'approve' | 'reject'): Promise<{ boostId: number; status: 'shown' | 'rejected' }> {
      const status = decision === 'approve' ? 'shown' : 'rejected'
      await signalling(async (tx) => {
        const [row] = await decideHeld(tx, creatorId, [boostId], status)
        if (!row) throw new Refusal(404, `No held message on boost ${boostId}`)
        // A boost refunded while its message waited is not celebrated any more.
        if (row.reversed_at == null) await signal(tx, creatorId, 'alert', boostAlert(row))
      })
      cache.drop(creatorId)
      return { boostId, status }
    },

    /** Decides many held messages at once (see decideMany); their overlays alert each one unless `playAlerts` is false. */
    async decideMany(creatorId: string, { boostIds, decision, playAlerts }: ReviewManyBody): Promise<ReviewManyResult> {
      const result = await signalling(async (tx) => {
        const { boosts, rows } = await decideMany(tx, creatorId, boostIds, decision === 'approve' ? 'shown' : 'rejected')
        const alerts = playAlerts ? rows.filter((row) => row.reversed_at == null) : []
        if (alerts.length > 0) await tx.em.insertMany(AlertSignal, alerts.map((row) => ({ creatorId, kind: 'alert', payload: boostAlert(row), ts: new Date() })))
        return { boosts }
      })
      cache.drop(creatorId)
      return result
    },
  }
}

/** A decided boost's alert, with the id its first alert would have had. */
function boostAlert(row: BoostRow): AlertWire {
  const alert = alertOf(row)
  return { kind: 'boost', alertId: `boost-${alert.boostId}`, ...alert }
}

/** Every image and sound a change names must be one the creator uploaded. */
async function mustOwnAssets(tx: Tx, creatorId: string, change: AlertSettingsChange): Promise<void> {
  const named = [
    ['image', change.image],
    ['soundAsset', change.soundAsset],
    ...(change.variants ?? []).flatMap((variant, index) => [[`variants.${index}.image`, variant.image], [`variants.${index}.soundAsset`, variant.soundAsset]]),
  ].filter((pair): pair is [string, string] => typeof pair[1] === 'string')
  if (named.length === 0) return
  const found = await tx.em.find(AlertAsset, { creatorId, id: { $in: [...new Set(named.map(([, id]) => id))] } }, { fields: ['id'] })
  const ids = new Set(found.map((asset) => asset.id))
  const missing = named.find(([, id]) => !ids.has(id))
  if (missing) throw new Refusal(400, `${missing[0]}: no file of yours has this id; upload it first`)
}

function definedOnly<T extends Record<string, unknown>>(object: T): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>
}

function fromRow(row: CreatorAlerts): AlertSettings {
  return {
    minAmountCents: row.minAmountCents,
    durationMs: row.durationMs,
    sound: row.sound as AlertSettings['sound'],
    volume: row.volume,
    showMessage: row.showMessage,
    tts: { enabled: row.ttsEnabled, minAmountCents: row.ttsMinAmountCents, maxChars: row.ttsMaxChars },
    accent: row.accent as AlertSettings['accent'],
    template: row.template,
    image: row.image ?? null,
    soundAsset: row.soundAsset ?? null,
    layout: { position: row.position as AlertPosition, scale: row.scale, showCounter: row.showCounter },
    variants: structuredClone(row.variants),
    blockedWords: [...row.blockedWords],
    holdForReview: row.holdForReview,
  }
}

function toRow(creatorId: string, settings: AlertSettings) {
  return {
    creatorId,
    minAmountCents: settings.minAmountCents,
    durationMs: settings.durationMs,
    sound: settings.sound,
    volume: settings.volume,
    showMessage: settings.showMessage,
    ttsEnabled: settings.tts.enabled,
    ttsMinAmountCents: settings.tts.minAmountCents,
    ttsMaxChars: settings.tts.maxChars,
    accent: settings.accent,
    template: settings.template,
    image: settings.image,
    soundAsset: settings.soundAsset,
    position: settings.layout.position,
    scale: settings.layout.scale,
    showCounter: settings.layout.showCounter,
    variants: settings.variants,
    blockedWords: settings.blockedWords,
    holdForReview: settings.holdForReview,
    updatedAt: new Date(),
  }
}
