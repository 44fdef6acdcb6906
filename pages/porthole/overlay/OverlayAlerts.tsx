// The alerts of a stream overlay: one at a time, in the words, look, place, size, length, sound and
// voice its creator chose on /alerts (changed there, applied here at once), the look of the biggest
// variant a boost reaches. An overlay of the whole platform (no creator) shows every boost with the
// defaults, in the URL's accent. A small dot says whether alerts are connected.
import { useEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import chimeUrl from '../../../assets/sounds/chime.wav'
import coinUrl from '../../../assets/sounds/coin.wav'
import powerUpUrl from '../../../assets/sounds/power-up.wav'
import { ALERT_DEFAULTS, type AlertDisplay, type AlertSound, alertDisplay, alertFor } from '../../../core/alerts.ts'
import { type AlertLook, assetUrl, lookFor } from '../../../core/alertLook.ts'
import type { CounterAccent } from '../../../core/counter.ts'
import { supporterShownAs } from '../../../core/supporterName.ts'
import { useLiveBoosts } from '../../../ui/counter/useLiveStats.ts'
import { type AlertContent, type AlertQueueState, createAlertQueue } from '../alertQueue.ts'
import { AlertCard } from './AlertCard.tsx'
import { AlertPlacement, underCounter } from './AlertPlacement.tsx'
import { useAlertSounds } from './useAlertSounds.ts'
import { useAlertStream } from './useAlertStream.ts'

const SOUND_URLS: Record<AlertSound, string | null> = { 'power-up': powerUpUrl, chime: chimeUrl, coin: coinUrl, none: null }
const DEFAULT_DISPLAY = alertDisplay(ALERT_DEFAULTS)

/** The sound a look plays: the creator's own upload, else the built-in one picked; null for silence. */
export function soundUrl(look: Pick<AlertLook, 'sound' | 'soundAsset'>, creatorId: string | undefined): string | null {
  return look.soundAsset && creatorId ? assetUrl(creatorId, look.soundAsset) : SOUND_URLS[look.sound]
}

export function OverlayAlerts({ creatorId, accent }: { creatorId: string | undefined; accent: CounterAccent }) {
  return creatorId ? <CreatorAlerts creatorId={creatorId} /> : <PlatformAlerts accent={accent} />
}

/** A creator's overlay hears its alerts, with the creator's settings, on its own stream. */
function CreatorAlerts({ creatorId }: { creatorId: string }) {
  const [queue] = useState(createAlertQueue)
  const { settings, connected } = useAlertStream(creatorId, (alert) => enqueue(queue, { ...alert, amountCents: alert.amount }, settings ?? DEFAULT_DISPLAY))
  const display = settings ?? DEFAULT_DISPLAY
  useCounterShown(display.layout.showCounter)
  return <AlertBox queue={queue} display={display} creatorId={creatorId} connected={connected} />
}

/** The platform's overlay: every boost on the public stream, with the defaults in the URL's accent. */
function PlatformAlerts({ accent }: { accent: CounterAccent }) {
  const [queue] = useState(createAlertQueue)
  const display = { ...DEFAULT_DISPLAY, accent }
  useLiveBoosts(undefined, (boost) => enqueue(queue, boost, display))
  return <AlertBox queue={queue} display={display} creatorId={undefined} connected={null} />
}

function enqueue(queue: StoreApi<AlertQueueState>, content: AlertContent, display: AlertDisplay) {
  const { show, speak } = alertFor(display, content.amountCents, content.message, supporterShownAs(content))
  const look = lookFor(display, content.amountCents, content.currency)
  if (show) queue.getState().push(display.showMessage ? content : { ...content, message: null }, { visibleMs: look.durationMs, speak, look })
}

/**
 * The counter sits in the overlay page, beside the alerts: a creator who shows alerts alone hides
 * it from here, through a mark on the document that the overlay's styles read.
 */
function useCounterShown(shown: boolean) {
  useEffect(() => {
    document.documentElement.dataset.overlayCounter = shown ? 'shown' : 'hidden'
  }, [shown])
}

function AlertBox({ queue, display, creatorId, connected }: { queue: StoreApi<AlertQueueState>; display: AlertDisplay; creatorId: string | undefined; connected: boolean | null }) {
  const { current, leaving } = useStore(queue)
  const looks = [display, ...display.variants]
  const play = useAlertSounds(looks.flatMap((look) => soundUrl(look, creatorId) ?? []))
  // Each alert sounds once, when it comes on: a settings change while it shows plays nothing.
  const showing = useRef({ current, play })
  showing.current = { current, play }
  const currentId = current?.id
  useEffect(() => {
    const { current: alert, play: playSound } = showing.current
    if (currentId === undefined || !alert) return
    const look = alert.look ?? DEFAULT_DISPLAY
    const src = soundUrl(look, creatorId)
    if (src) playSound(src, look.volume / 100)
    if (alert.speak) speak(alert.speak, look.volume / 100)
  }, [currentId, creatorId])
  const card = current ? <AlertCard key={current.id} alert={current} look={current.look ?? display} creatorId={creatorId} leaving={leaving} /> : null
  return (
    <div>
      <div aria-live="polite" className={underCounter(display.layout) ? 'min-h-[5.5rem]' : undefined}>
        <AlertPlacement layout={display.layout}>{card}</AlertPlacement>
      </div>
      {connected === null ? null : <ConnectionDot connected={connected} />}
    </div>
  )
}

/** The browser's own speech synthesis (OBS's browser source has it); silently nothing where it is missing. */
function speak(text: string, volume: number) {
  if (typeof speechSynthesis === 'undefined') return
  const utterance = new SpeechSynthesisUtterance(text)
  utterance.volume = volume
  speechSynthesis.speak(utterance)
}

/** A dot that stays out of the way while alerts are connected, and says so in words when they are not. */
function ConnectionDot({ connected }: { connected: boolean }) {
  return (
    <p className="mt-1.5 flex h-4 items-center gap-1.5 text-[0.6875rem] font-medium text-white/85 [text-shadow:0_1px_2px_rgb(0_0_0/0.8)]" data-alerts-connected={connected} role="status">
      <span className={`size-1.5 rounded-full ${connected ? 'bg-emerald-400/70' : 'animate-pulse bg-amber-400'}`} aria-hidden="true" />
      <span className={connected ? 'sr-only' : undefined}>{connected ? 'Alerts live' : 'Alerts reconnecting…'}</span>
    </p>
  )
}
