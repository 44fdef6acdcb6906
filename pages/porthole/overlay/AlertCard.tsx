// One alert as a stream overlay shows it: the creator's words (their template, tokens filled in as
// text, never markup), their image or GIF, the accent, and for a monthly boost what is new about it.
// The /alerts page previews alerts with this same card, so the preview is what the stream shows.
import { BoltIcon } from '../../../assets/icons.tsx'
import { monthlyNews } from '../../../core/alerts.ts'
import { assetUrl, type AlertLook } from '../../../core/alertLook.ts'
import { renderTemplate, type TemplatePart } from '../../../core/alertTemplate.ts'
import { formatCount } from '../../../core/format.ts'
import { formatCents } from '../../../core/money.ts'
import { supporterShownAs } from '../../../core/supporterName.ts'
import type { AlertContent } from '../alertQueue.ts'

const ALERT_ACCENTS = {
  green: { ring: 'ring-emerald-400/60', glow: 'shadow-[0_0_40px_-8px_rgb(62_240_138/0.7)]', text: 'text-emerald-300', disc: 'from-emerald-300 to-emerald-600' },
  gold: { ring: 'ring-amber-300/60', glow: 'shadow-[0_0_40px_-8px_rgb(255_196_61/0.7)]', text: 'text-amber-200', disc: 'from-amber-200 to-amber-500' },
  magenta: { ring: 'ring-fuchsia-400/60', glow: 'shadow-[0_0_40px_-8px_rgb(255_79_216/0.7)]', text: 'text-fuchsia-300', disc: 'from-fuchsia-300 to-fuchsia-600' },
} as const

type CardLook = Pick<AlertLook, 'template' | 'image' | 'accent'>

export function AlertCard({ alert, look, creatorId, leaving = false }: { alert: AlertContent; look: CardLook; creatorId: string | undefined; leaving?: boolean }) {
  const colors = ALERT_ACCENTS[look.accent]
  const news = monthlyNews(alert.months)
  const parts = renderTemplate(look.template, {
    name: supporterShownAs(alert) ?? alert.supporterLabel ?? 'a supporter',
    amount: formatAmount(alert.amountCents, alert.currency),
    message: alert.message ?? '',
    months: alert.months ? String(alert.months) : '',
  })
  const named = parts.some((part) => part.token === 'name')
  const image = look.image && creatorId ? assetUrl(creatorId, look.image) : null
  return (
    <div
      role="status"
      data-boost-alert={alert.boostId || ''}
      data-leaving={leaving}
      data-alert-accent={look.accent}
      data-alert-image={look.image ?? undefined}
      className={`flex max-w-[32rem] gap-3.5 rounded-2xl bg-[#0c0a14]/92 p-4 pr-5 text-white ring-1 ${colors.ring} ${colors.glow} ${image ? 'flex-col items-center text-center' : 'items-start'} ${
        leaving ? 'animate-[overlay-alert-out_0.4s_ease-in_forwards]' : 'animate-[overlay-alert-in_0.45s_cubic-bezier(0.2,0.8,0.2,1.2)_both]'
      }`}
    >
      {image ? (
        <img src={image} alt="" className="max-h-48 max-w-full rounded-xl object-contain" data-alert-picture />
      ) : (
        <span className={`grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-br ${colors.disc} text-[#0c0a14]`} aria-hidden="true">
          <BoltIcon size={22} />
        </span>
      )}
      <div className="min-w-0">
        <p className="text-lg leading-tight font-bold break-words" data-alert-headline>
          {parts.map((part, index) => (
            <TemplateText key={index} part={part} alert={alert} accentText={colors.text} />
          ))}
        </p>
        {news || alert.xpAwarded > 0 ? (
          <p className="mt-0.5 text-sm text-white/70" data-alert-monthly={news ?? undefined}>
            {news ? (
              <>
                <AlertSupporter alert={alert} marked={!named} /> {news}
              </>
            ) : null}
            {alert.xpAwarded > 0 ? <span className="text-white/50">{news ? ' · ' : ''}+{formatCount(alert.xpAwarded)} XP</span> : null}
          </p>
        ) : null}
        {alert.message && !parts.some((part) => part.token === 'message') ? (
          <p className="mt-2 line-clamp-4 text-[0.9375rem] leading-snug break-words text-white/90" data-alert-message>
            “{alert.message}”
          </p>
        ) : null}
      </div>
    </div>
  )
}

function TemplateText({ part, alert, accentText }: { part: TemplatePart; alert: AlertContent; accentText: string }) {
  if (part.token === 'name') return <AlertSupporter alert={alert} marked />
  if (part.token === 'amount')
    return (
      <span className={accentText} data-alert-amount>
        {part.text}
      </span>
    )
  if (part.token === 'message') return <span data-alert-message>{part.text}</span>
  return <>{part.text}</>
}

/** The supporter's name or "Anonymous", in the overlay's own letters; their label, in code letters, without one. */
function AlertSupporter({ alert, marked }: { alert: AlertContent; marked: boolean }) {
  const shownAs = supporterShownAs(alert)
  return (
    <span className={shownAs ? 'font-semibold break-words text-white' : 'font-mono font-semibold text-white'} data-alert-supporter={marked ? '' : undefined}>
      {shownAs ?? alert.supporterLabel ?? 'a supporter'}
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
