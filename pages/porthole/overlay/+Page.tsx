// The stream overlay (spec §2 /porthole, overlay mode): one live counter for a creator's boosts (or
// their goal bar) on a transparent page, and an alert under it for each new boost: amount,
// supporter and message, always as plain text.
import { useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useStore } from 'zustand'
import { BoltIcon } from '../../../assets/icons.tsx'
import { formatCents } from '../../../core/money.ts'
import { LiveCounter } from '../../../ui/counter/LiveCounter.tsx'
import { useLiveBoosts } from '../../../ui/counter/useLiveStats.ts'
import { createAlertQueue, type BoostAlert } from '../alertQueue.ts'
import { OverlayGoal } from './OverlayGoal.tsx'
import { parseOverlayParams } from '../overlayParams.ts'
import './overlay.css'

export default function OverlayPage() {
  const { urlParsed } = usePageContext()
  const { metric, mode, accent, creator, alerts } = parseOverlayParams(urlParsed.search)
  return (
    <div className="inline-flex w-max max-w-full flex-col items-stretch gap-3 p-4" data-overlay data-accent={accent}>
      {metric === 'goal' ? (
        <OverlayGoal creatorId={creator} accent={accent} />
      ) : (
        <LiveCounter metric={metric} mode={mode} accent={accent} size="lg" {...(creator ? { creatorId: creator } : {})} />
      )}
      {alerts ? <BoostAlerts creatorId={creator} accent={accent} /> : null}
    </div>
  )
}

const ALERT_ACCENTS = {
  green: { ring: 'ring-emerald-400/60', glow: 'shadow-[0_0_40px_-8px_rgb(62_240_138/0.7)]', text: 'text-emerald-300', disc: 'from-emerald-300 to-emerald-600' },
  gold: { ring: 'ring-amber-300/60', glow: 'shadow-[0_0_40px_-8px_rgb(255_196_61/0.7)]', text: 'text-amber-200', disc: 'from-amber-200 to-amber-500' },
  magenta: { ring: 'ring-fuchsia-400/60', glow: 'shadow-[0_0_40px_-8px_rgb(255_79_216/0.7)]', text: 'text-fuchsia-300', disc: 'from-fuchsia-300 to-fuchsia-600' },
} as const

function BoostAlerts({ creatorId, accent }: { creatorId: string | undefined; accent: keyof typeof ALERT_ACCENTS }) {
  const [queue] = useState(createAlertQueue)
  const { current, leaving } = useStore(queue)
  useLiveBoosts(creatorId, (boost) => queue.getState().push(boost))
  return (
    <div aria-live="polite" className="min-h-[5.5rem]">
      {current ? <AlertCard key={current.id} alert={current} leaving={leaving} look={ALERT_ACCENTS[accent]} /> : null}
    </div>
  )
}

function AlertCard({ alert, leaving, look }: { alert: BoostAlert; leaving: boolean; look: (typeof ALERT_ACCENTS)[keyof typeof ALERT_ACCENTS] }) {
  const amount = formatAmount(alert.amountCents, alert.currency)
  return (
    <div
      role="status"
      data-boost-alert={alert.boostId ?? ''}
      data-leaving={leaving}
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
          boost
        </p>
        <p className="mt-0.5 text-sm text-white/70">
          from <span className="font-mono font-semibold text-white" data-alert-supporter>{alert.supporterLabel ?? 'a supporter'}</span>
          {alert.xpAwarded > 0 ? <span className="text-white/50"> · +{alert.xpAwarded.toLocaleString('en-US')} XP</span> : null}
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

/** "$10.00"; a currency our formatter does not know shows as "10.00 XYZ" rather than breaking the overlay. */
function formatAmount(cents: number, currency: string): string {
  try {
    return formatCents(cents, currency)
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`
  }
}
