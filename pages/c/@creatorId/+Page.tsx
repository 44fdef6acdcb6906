// /c/<creatorId>: a creator's own page to share. Name, avatar and bio, the goal, the boost widget,
// the last boosts and this week's top supporters, all rendered on the server; new boosts join the
// list and move the goal live.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { LinkIcon, QrIcon } from '../../../assets/icons.tsx'
import type { BoostEvent } from '../../../core/api/ledger.ts'
import { initialsOf, PROFILE_COLORS } from '../../../core/creatorPage.ts'
import { formatUtcDayTime } from '../../../core/format.ts'
import { formatCents } from '../../../core/money.ts'
import { CopyButton } from '../../../ui/CopyButton.tsx'
import { useLiveBoosts } from '../../../ui/counter/useLiveStats.ts'
import { GoalBar } from '../../../ui/creators/GoalBar.tsx'
import { creatorKey, useCreator } from '../../../ui/creators/queries.ts'
import { ModalDialog } from '../../../ui/ModalDialog.tsx'
import { QrCode } from '../../../ui/QrCode.tsx'
import { useSiteTheme } from '../../../ui/useSiteTheme.ts'
import { BoostWidget } from '../../../widget/react/BoostWidget.tsx'
import type { Data } from './+data.ts'

type Recent = { id: string; label: string | null; amountCents: number; currency: string; message: string | null; ts: string }

const fromEvent = (event: BoostEvent): Recent => ({
  id: event.id,
  label: event.supporterLabel,
  amountCents: Number(event.gross),
  currency: event.currency,
  message: event.message,
  ts: event.ts,
})

export default function CreatorPage() {
  const data = useData<Data>()
  const { creatorId, pageUrl, top, own } = data
  const theme = useSiteTheme()
  const queryClient = useQueryClient()
  const creator = useCreator(creatorId, { initialData: data.creator }).data ?? data.creator
  const [recent, setRecent] = useState<Recent[]>(() => data.recent.map(fromEvent))
  const [sharing, setSharing] = useState(false)

  useLiveBoosts(creatorId, (boost) => {
    setRecent((shown) =>
      shown.some((item) => item.id === String(boost.boostId))
        ? shown
        : [{ id: String(boost.boostId), label: boost.supporterLabel, amountCents: boost.amountCents, currency: boost.currency, message: boost.message, ts: boost.ts }, ...shown].slice(0, 20),
    )
    void queryClient.invalidateQueries({ queryKey: creatorKey(creatorId) })
  })

  const name = creator.name ?? creatorId
  const color = PROFILE_COLORS[creator.color]
  return (
    <div className="container-boost grid gap-8 py-10 lg:py-14" data-creator-page={creatorId}>
      <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <span className="grid size-20 shrink-0 place-items-center rounded-3xl text-2xl font-bold text-white shadow-soft" style={{ background: color }} aria-hidden="true">
          {initialsOf(name)}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-[2rem] leading-tight font-semibold tracking-[-0.025em] text-fg [overflow-wrap:anywhere]">{name}</h1>
          {creator.bio ? <p className="mt-1 max-w-2xl text-[0.9375rem] text-fg-muted [overflow-wrap:anywhere]" data-creator-bio>{creator.bio}</p> : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <CopyButton text={pageUrl} label="Copy link" tone="light" copiedToast={{ title: 'Link copied', description: pageUrl }} />
          <button
            type="button"
            onClick={() => setSharing(true)}
            className="inline-flex h-8 items-center gap-1.5 rounded-full border border-line-strong bg-surface px-3 text-[0.8125rem] font-medium text-fg shadow-soft transition hover:bg-surface-2"
          >
            <QrIcon size={15} /> QR code
          </button>
          {own ? (
            <a href="/account#your-page" className="inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-[0.8125rem] font-medium text-accent-text hover:underline">
              Edit your page
            </a>
          ) : null}
        </div>
      </header>

      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,420px)]">
        <div className="grid gap-8">
          {creator.goal ? <GoalBar goal={creator.goal} color={color} /> : null}
          <section aria-labelledby="recent-title">
            <h2 id="recent-title" className="text-lg font-semibold text-fg">
              Recent supporters
            </h2>
            {recent.length === 0 ? (
              <p className="mt-3 rounded-2xl border border-dashed border-line p-6 text-center text-sm text-fg-muted">No boosts yet. Be the first!</p>
            ) : (
              <ol className="mt-3 divide-y divide-line rounded-2xl border border-line bg-surface shadow-soft" data-recent-supporters>
                {recent.map((item) => (
                  <li key={item.id} className="flex items-start gap-3 px-4 py-3" data-recent-boost={item.id}>
                    <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-soft font-mono text-[0.6875rem] font-semibold text-accent-text" aria-hidden="true">
                      {(item.label ?? '??').slice(0, 2).toUpperCase()}
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="text-sm text-fg">
                        <span className="font-semibold">{item.label ? `Supporter ${item.label}` : 'Someone'}</span> boosted{' '}
                        <span className="font-semibold">{formatCents(item.amountCents, item.currency)}</span>
                      </p>
                      {item.message ? <p className="mt-0.5 text-sm text-fg-muted [overflow-wrap:anywhere]">“{item.message}”</p> : null}
                    </div>
                    <time dateTime={item.ts} className="shrink-0 text-xs text-fg-subtle">
                      {formatUtcDayTime(new Date(item.ts))} UTC
                    </time>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section aria-labelledby="top-title">
            <h2 id="top-title" className="text-lg font-semibold text-fg">
              Top supporters this week
            </h2>
            {top.length === 0 ? (
              <p className="mt-3 text-sm text-fg-muted">Nobody yet this week.</p>
            ) : (
              <ol className="mt-3 grid gap-2 sm:grid-cols-2" data-top-supporters>
                {top.map((entry) => (
                  <li key={entry.supporterId} className="flex items-center gap-3 rounded-xl border border-line bg-surface px-3 py-2 text-sm">
                    <span className="w-6 text-center font-semibold text-fg-subtle">{entry.rank}</span>
                    <span className="flex-1 font-medium text-fg">Supporter {entry.supporter.anonId}</span>
                    <span className="text-fg-muted">{entry.xp} XP</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <aside aria-label={`Boost ${name}`} className="lg:sticky lg:top-24">
          <BoostWidget creatorId={creatorId} connectedAccount={creator.connected ?? ''} name={name} theme={theme} />
        </aside>
      </div>

      <ModalDialog open={sharing} onClose={() => setSharing(false)} aria-labelledby="share-title" className="w-[min(92vw,360px)] rounded-3xl border border-line bg-surface p-6 text-center shadow-soft">
        <h2 id="share-title" className="text-lg font-semibold text-fg">
          Share {name}’s page
        </h2>
        <QrCode text={pageUrl} label={`QR code of ${pageUrl}`} className="mx-auto mt-4 size-48 rounded-xl" />
        <p className="mt-3 flex items-center justify-center gap-1.5 font-mono text-xs text-fg-muted [overflow-wrap:anywhere]">
          <LinkIcon size={13} /> {pageUrl}
        </p>
        <button type="button" onClick={() => setSharing(false)} className="mt-4 text-sm font-medium text-accent-text hover:underline">
          Close
        </button>
      </ModalDialog>
    </div>
  )
}
