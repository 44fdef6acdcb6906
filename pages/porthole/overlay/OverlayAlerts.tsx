// The alerts under an overlay's counter: one at a time, in the look, length, sound and voice its
// creator chose on /alerts (changed there, applied here at once). An overlay of the whole platform
// (no creator) shows every boost with the defaults, in the URL's accent. A small dot says whether alerts are connected.
import { useEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import { BoltIcon } from '../../../assets/icons.tsx'
import chimeUrl from '../../../assets/sounds/chime.wav'
import coinUrl from '../../../assets/sounds/coin.wav'
import powerUpUrl from '../../../assets/sounds/power-up.wav'
import { ALERT_DEFAULTS, type AlertDisplay, type AlertSound, alertDisplay, alertFor, monthlyNews } from '../../../core/alerts.ts'
import type { CounterAccent } from '../../../core/counter.ts'
import { formatCount } from '../../../core/format.ts'
import { formatCents } from '../../../core/money.ts'
import { supporterShownAs } from '../../../core/supporterName.ts'
import { useLiveBoosts } from '../../../ui/counter/useLiveStats.ts'
import { type AlertContent, type AlertQueueState, type BoostAlert, createAlertQueue } from '../alertQueue.ts'
import { useSound } from '../useSound.ts'
import { useAlertStream } from './useAlertStream.ts'

const SOUND_URLS: Record<AlertSound, string | null> = { 'power-up': powerUpUrl, chime: chimeUrl, coin: coinUrl, none: null }
const DEFAULT_DISPLAY = alertDisplay(ALERT_DEFAULTS)

const ALERT_ACCENTS = {
  green: { ring: 'ring-emerald-400/60', glow: 'shadow-[0_0_40px_-8px_rgb(62_240_138/0.7)]', text: 'text-emerald-300', disc: 'from-emerald-300 to-emerald-600' },
  gold: { ring: 'ring-amber-300/60', glow: 'shadow-[0_0_40px_-8px_rgb(255_196_61/0.7)]', text: 'text-amber-200', disc: 'from-amber-200 to-amber-500' },
  magenta: { ring: 'ring-fuchsia-400/60', glow: 'shadow-[0_0_40px_-8px_rgb(255_79_216/0.7)]', text: 'text-fuchsia-300', disc: 'from-fuchsia-300 to-fuchsia-600' },
} as const

export function OverlayAlerts({ creatorId, accent }: { creatorId: string | undefined; accent: CounterAccent }) {
  return creatorId ? <CreatorAlerts creatorId={creatorId} /> : <PlatformAlerts accent={accent} />
}

/** A creator's overlay hears its alerts, with the creator's settings, on its own stream. */
function CreatorAlerts({ creatorId }: { creatorId: string }) {
  const [queue] = useState(createAlertQueue)
  const { settings, connected } = useAlertStream(creatorId, (alert) => enqueue(queue, { ...alert, amountCents: alert.amount }, settings ?? DEFAULT_DISPLAY))
  return <AlertBox queue={queue} display={settings ?? DEFAULT_DISPLAY} connected={connected} />
}

/** The platform's overlay: every boost on the public stream, with the defaults in the URL's accent. */
function PlatformAlerts({ accent }: { accent: CounterAccent }) {
  const [queue] = useState(createAlertQueue)
  const display = { ...DEFAULT_DISPLAY, accent }
  useLiveBoosts(undefined, (boost) => enqueue(queue, boost, display))
  return <AlertBox queue={queue} display={display} connected={null} />
}

function enqueue(queue: StoreApi<AlertQueueState>, content: AlertContent, display: AlertDisplay) {
  const { show, speak } = alertFor(display, content.amountCents, content.message, supporterShownAs(content))
  if (show) queue.getState().push(display.showMessage ? content : { ...content, message: null }, { visibleMs: display.durationMs, speak })
}

function AlertBox({ queue, display, connected }: { queue: StoreApi<AlertQueueState>; display: AlertDisplay; connected: boolean | null }) {
  const { current, leaving } = useStore(queue)
  const play = useSound(SOUND_URLS[display.sound], display.volume / 100)
  // Each alert sounds once, when it comes on: a settings change while it shows plays nothing.
  const showing = useRef({ current, play, volume: display.volume / 100 })
  showing.current = { current, play, volume: display.volume / 100 }
  const currentId = current?.id
  useEffect(() => {
    const { current: alert, play: playSound, volume } = showing.current
    if (currentId === undefined || !alert) return
    playSound()
    if (alert.speak) speak(alert.speak, volume)
  }, [currentId])
  return (
    <div>
      <div aria-live="polite" className="min-h-[5.5rem]">
        {current ? <AlertCard key={current.id} alert={current} leaving={leaving} accent={display.accent} /> : null}
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

function AlertCard({ alert, leaving, accent }: { alert: BoostAlert; leaving: boolean; accent: CounterAccent }) {
  const amount = formatAmount(alert.amountCents, alert.currency)
  const look = ALERT_ACCENTS[accent]
  const news = monthlyNews(alert.months)
  return (
    <div
      role="status"
      data-boost-alert={alert.boostId || ''}
      data-leaving={leaving}
      data-alert-accent={accent}
      className={`flex items-start gap-3.5 rounded-2xl bg-[#0c0a14]/92 p-4 pr-5 text-white ring-1 ${look.ring} ${look.glow} ${
        leaving ? 'animate-[overlay-alert-out_0.4s_ease-in_forwards]' : 'animate-[overlay-alert-in_0.45s_cubic-bezier(0.2,0.8,0.2,1.2)_both]'
      }`}
    >
      <span className={`grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-br ${look.disc} text-[#0c0a14]`} aria-hidden="true">
        <BoltIcon size={22} />
      </span>
      <div className="min-w-0">
        <p className="text-lg leading-tight font-bold">
          <span className={look.text} data-alert-amount>
            {amount}
          </span>{' '}
          {news ? 'monthly boost' : 'boost'}
        </p>
        <p className="mt-0.5 text-sm text-white/70" data-alert-monthly={news ?? undefined}>
          {news ? (
            <>
              <AlertSupporter alert={alert} /> {news}
            </>
          ) : (
            <>
              from <AlertSupporter alert={alert} />
            </>
          )}
          {alert.xpAwarded > 0 ? <span className="text-white/50"> · +{formatCount(alert.xpAwarded)} XP</span> : null}
        </p>
        {alert.message ? (
          <p className="mt-2 max-w-[28rem] text-[0.9375rem] leading-snug break-words text-white/90" data-alert-message>
            “{alert.message}”
          </p>
        ) : null}
      </div>
    </div>
  )
}

/** The supporter's name or "Anonymous", in the overlay's own letters; their label, in code letters, without one. */
function AlertSupporter({ alert }: { alert: BoostAlert }) {
  const shownAs = supporterShownAs(alert)
  return shownAs ? (
    <span className="font-semibold break-words text-white" data-alert-supporter>
      {shownAs}
    </span>
  ) : (
    <span className="font-mono font-semibold text-white" data-alert-supporter>
      {alert.supporterLabel ?? 'a supporter'}
    </span>
  )
}

/** "$10.00"; a currency our formatter does not know shows as "10.00 XYZ" rather than breaking the overlay. */
function formatAmount(cents: number, currency: string): string {
  try {
    return formatCents(cents, currency)
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`
  }
}
