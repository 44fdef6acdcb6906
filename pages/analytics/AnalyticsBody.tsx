// The analytics numbers once loaded: cards, a creator's monthly supporters, charts, the fee breakdown
// and the Recent Boosts table, which marks a monthly boost's first payment and its renewals, or the
// empty state before the first boost.
import { memo, type ReactNode } from 'react'
import { ActivityIcon, ArrowRightIcon, CardIcon, CoinsIcon, WalletIcon } from '../../assets/icons.tsx'
import type { BoostEvent } from '../../core/api/ledger.ts'
import { CARD_FEE_LABEL, PLATFORM_FEE_PERCENT } from '../../core/fees.ts'
import { formatCount } from '../../core/format.ts'
import { formatCents } from '../../core/money.ts'
import { supporterTitle } from '../../core/supporterName.ts'
import { Badge } from '../../ui/Badge.tsx'
import { Button, ButtonLink } from '../../ui/Button.tsx'
import { Panel, Spinner } from '../../ui/console/Panel.tsx'
import { LocalDateTime } from '../../ui/LocalDateTime.tsx'
import { type ChannelSplit, shareOf, type Totals } from './analyticsModel.ts'
import { ChannelChart, CHART_DAYS, DailyChart } from './AnalyticsCharts.tsx'
import { CurrencySwitch } from './CurrencySwitch.tsx'
import { CHART_EVENTS } from '../../ui/analytics/queries.ts'

const EMPTY_TEXT = 'No boosts yet. Start by testing the demo widget!'

type Paging = { index: number; fetching: boolean; hasOlder: boolean; older(): void; newer(): void }

export function AnalyticsBody({
  currency,
  currencies,
  onCurrency,
  totals,
  channels,
  chartEvents,
  events,
  showCreator,
  monthly,
  onCreator,
  page,
}: {
  /** The currency every figure above the table is in; the table shows each boost in its own. */
  currency: string
  currencies: string[]
  onCurrency: (currency: string) => void
  totals: Totals
  channels: ChannelSplit
  chartEvents: BoostEvent[] | undefined
  events: BoostEvent[]
  showCreator: boolean
  /** A creator's monthly supporters, under the cards. */
  monthly: ReactNode
  /** Switches to one creator's view, from the Creator column. */
  onCreator: (creatorId: string) => void
  page: Paging
}) {
  const empty = totals.boosts === 0 && events.length === 0
  const money = (cents: number) => formatCents(cents, currency)
  return (
    <div className="grid gap-6">
      {currencies.length > 1 ? <CurrencySwitch currency={currency} currencies={currencies} onCurrency={onCurrency} /> : null}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-label="Totals" data-stat-cards>
        <StatCard label="Total Boosts" value={formatCount(totals.boosts)} Icon={ActivityIcon} note={`${formatCount(channels.fiat.count)} by card`} stat="boosts" />
        <StatCard label="Gross Revenue" value={money(totals.grossCents)} Icon={CoinsIcon} note="What supporters paid" stat="gross" />
        <StatCard label="Platform Fees" value={money(totals.platformFeeCents)} Icon={CardIcon} note={`${PLATFORM_FEE_PERCENT}% of gross`} stat="platform" />
        <StatCard label="Creator Net" value={money(totals.netCents)} Icon={WalletIcon} note="After card and platform fees" stat="net" accent />
      </ul>
      {monthly}

      {empty ? (
        <div className="grid place-items-center gap-4 rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-14 text-center" data-analytics-empty>
          <span className="grid size-12 place-items-center rounded-2xl bg-accent-soft text-accent-text">
            <ActivityIcon size={24} />
          </span>
          <p className="max-w-sm text-[0.9375rem] font-medium text-fg">{EMPTY_TEXT}</p>
          <ButtonLink href="/boost">
            Open the demo widget <ArrowRightIcon size={16} />
          </ButtonLink>
        </div>
      ) : (
        <>
          <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]">
            <Panel
              title="Boosts and gross per day"
              description={`The last ${CHART_DAYS} days (UTC)${chartEvents && chartEvents.length >= CHART_EVENTS ? `, from the newest ${CHART_EVENTS} boosts` : ''}.`}
              data-daily-chart=""
            >
              <DailyChart events={chartEvents} currency={currency} />
            </Panel>
            <Panel title="Payment channels" description="Card (fiat) and crypto, by gross." data-channel-split="">
              <ChannelChart fiatCents={channels.fiat.grossCents} cryptoCents={channels.crypto.grossCents} currency={currency} />
              <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                <ChannelTotal name="Card (fiat)" count={channels.fiat.count} grossCents={channels.fiat.grossCents} currency={currency} />
                <ChannelTotal name="Crypto" count={channels.crypto.count} grossCents={channels.crypto.grossCents} currency={currency} soon />
              </dl>
            </Panel>
          </div>
          <FeeBreakdown totals={totals} currency={currency} />
        </>
      )}

      {empty ? null : (
      <Panel
        title="Recent Boosts"
        // Below the first screen on a phone: laid out and painted only as it nears the viewport.
        className="below-fold"
        description="Newest first. Refunded boosts stay listed and count nowhere."
        actions={page.fetching ? <Spinner size={16} label="Updating" /> : null}
        bodyClassName=""
        data-recent-boosts=""
      >
        {events.length === 0 ? (
          <p className="px-6 py-8 text-center text-sm text-fg-muted">{EMPTY_TEXT}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="table-boost min-w-[1040px]">
              <thead>
                <tr>
                  {showCreator ? <th scope="col">Creator</th> : null}
                  <th scope="col">Supporter</th>
                  <th scope="col">Channel</th>
                  <th scope="col" className="!text-right">
                    Gross
                  </th>
                  <th scope="col" className="!text-right">
                    Platform fee
                  </th>
                  <th scope="col" className="!text-right">
                    Net
                  </th>
                  <th scope="col">Message</th>
                  <th scope="col">Reference</th>
                  <th scope="col">Time</th>
                </tr>
              </thead>
              <tbody>
                {events.map((event) => (
                  <BoostRow key={event.id} event={event} showCreator={showCreator} onCreator={onCreator} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {page.index > 0 || page.hasOlder ? (
          <nav aria-label="Recent Boosts pages" className="flex items-center justify-between gap-3 border-t border-line px-5 py-3 sm:px-6">
            <Button variant="secondary" size="sm" onClick={page.newer} disabled={page.index === 0}>
              Newer
            </Button>
            <span className="text-xs text-fg-subtle" aria-live="polite">
              Page {page.index + 1}
            </span>
            <Button variant="secondary" size="sm" onClick={page.older} disabled={!page.hasOlder}>
              Older
            </Button>
          </nav>
        ) : null}
      </Panel>
      )}
    </div>
  )
}

/**
 * One boost of the Recent Boosts table: a component of its own so React renders a page of them in
 * slices, answering input between rows, rather than in one long task; memoised, so the page's
 * other changes (the stream's status, a refetch starting) leave the rows alone.
 */
const BoostRow = memo(function BoostRow({ event, showCreator, onCreator }: { event: BoostEvent; showCreator: boolean; onCreator: (creatorId: string) => void }) {
  return (
    <tr data-boost-row={event.ref} className={event.reversed ? 'opacity-60' : ''}>
      {showCreator ? (
        <td className="font-mono text-[0.8125rem]">
          <a
            href={`/analytics?${new URLSearchParams({ creatorId: event.creatorId })}`}
            // The click changes the scope in place; Vike's router, which follows links whatever a
            // handler did, would also load the page again from the server.
            data-vike="false"
            onClick={(click) => {
              if (click.metaKey || click.ctrlKey || click.shiftKey || click.button !== 0) return
              click.preventDefault()
              onCreator(event.creatorId)
            }}
            className="font-medium !text-fg hover:text-accent-text hover:underline"
          >
            {event.creatorId}
          </a>
        </td>
      ) : null}
      <td className="max-w-[12rem] truncate font-medium !text-fg" title={supporterTitle(event)} data-boost-supporter>
        {supporterTitle(event)}
      </td>
      <td>
        <span className="inline-flex items-center gap-1.5">
          {event.channel === 'fiat' ? 'Card' : 'Crypto'}
          {event.renewal ? <Badge tone="accent">{`Renewal · month ${event.months}`}</Badge> : event.months === 1 ? <Badge tone="accent">Monthly</Badge> : null}
          {event.dispute === 'open' || event.dispute === 'lost' ? (
            <Badge tone="danger">{event.dispute === 'open' ? 'Disputed' : 'Dispute lost'}</Badge>
          ) : null}
          {event.reversed ? (
            <Badge tone="danger">Refunded</Badge>
          ) : Number(event.refunded) > 0 ? (
            <Badge tone="warning">{formatCents(Number(event.refunded), event.currency)} refunded</Badge>
          ) : null}
        </span>
      </td>
      <td className="text-right font-medium !text-fg tabular-nums">{formatCents(Number(event.gross), event.currency)}</td>
      <td className="text-right tabular-nums">{formatCents(Number(event.platformFee), event.currency)}</td>
      <td className="text-right font-medium !text-fg tabular-nums">{formatCents(Number(event.netCreator), event.currency)}</td>
      <td className="max-w-[18rem] min-w-[10rem] text-[0.8125rem] [overflow-wrap:anywhere]" data-boost-message>
        {event.message ?? <span className="text-fg-subtle">—</span>}
      </td>
      <td className="max-w-[14rem] truncate font-mono text-xs" title={event.ref}>
        {event.ref}
      </td>
      <td className="whitespace-nowrap">
        <LocalDateTime iso={event.ts} />
      </td>
    </tr>
  )
})

function StatCard({
  label,
  value,
  note,
  Icon,
  stat,
  accent = false,
}: {
  label: string
  value: string
  note: string
  Icon: typeof ActivityIcon
  stat: string
  accent?: boolean
}) {
  return (
    <li className={`min-w-0 rounded-2xl border p-4 shadow-soft sm:p-5 ${accent ? 'border-accent/25 bg-accent-soft' : 'border-line bg-surface'}`} data-stat={stat}>
      <div className="flex items-center justify-between gap-2">
        <p className="truncate text-[0.8125rem] font-medium text-fg-muted">{label}</p>
        <Icon size={18} className={accent ? 'text-accent-text' : 'text-fg-subtle'} />
      </div>
      <p className="mt-2 truncate text-[1.375rem] font-semibold tracking-tight text-fg tabular-nums sm:text-[1.75rem]" data-stat-value>
        {value}
      </p>
      <p className="mt-0.5 truncate text-xs text-fg-subtle">{note}</p>
    </li>
  )
}

function ChannelTotal({ name, count, grossCents, currency, soon = false }: { name: string; count: number; grossCents: number; currency: string; soon?: boolean }) {
  return (
    <div className="rounded-xl border border-line bg-bg-subtle p-3" data-channel={name}>
      <dt className="flex items-center gap-1.5 text-xs text-fg-subtle">
        {name}
        {soon ? <Badge tone="warning">Soon</Badge> : null}
      </dt>
      <dd className="mt-1 font-semibold text-fg tabular-nums">{formatCents(grossCents, currency)}</dd>
      <dd className="text-xs text-fg-muted">
        {formatCount(count)} boost{count === 1 ? '' : 's'}
      </dd>
    </div>
  )
}

function FeeBreakdown({ totals, currency }: { totals: Totals; currency: string }) {
  const rows = [
    { label: 'Card processing', note: `${CARD_FEE_LABEL} per boost`, cents: totals.processorFeeCents, tone: 'bg-fg-subtle/60' },
    { label: `Platform fee`, note: `${PLATFORM_FEE_PERCENT}% of gross`, cents: totals.platformFeeCents, tone: 'bg-pink' },
    { label: 'Creator net', note: 'Paid out to creators', cents: totals.netCents, tone: 'bg-accent' },
  ]
  return (
    <Panel title="Fee breakdown" description={`Where ${formatCents(totals.grossCents, currency)} of gross went.`} className="below-fold" data-fee-breakdown="">
      <div className="flex h-3 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
        {rows.map((row) => (
          <span key={row.label} className={row.tone} style={{ width: `${shareOf(row.cents, totals.grossCents)}%` }} />
        ))}
      </div>
      <dl className="mt-5 grid gap-3 sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.label} className="relative min-w-0 pl-5.5">
            <dt className="text-sm text-fg-muted">
              <span className={`absolute top-1.5 left-0 size-2.5 rounded-full ${row.tone}`} aria-hidden="true" />
              {row.label} <span className="text-fg-subtle">· {row.note}</span>
            </dt>
            <dd className="text-lg font-semibold text-fg tabular-nums">
              {formatCents(row.cents, currency)} <span className="text-sm font-normal text-fg-subtle">{shareOf(row.cents, totals.grossCents)}%</span>
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  )
}
