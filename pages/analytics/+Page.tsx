// /analytics: the four cards, a creator's monthly supporters, the channel split, the fee breakdown, boosts
// and gross per day, and the Recent Boosts table with paging and CSV, updated live from the
// stream. A creator's own view rides on their session; the platform view needs the admin token
// once payments are live.
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useData } from 'vike-react/useData'
import { AlertIcon, ArrowLeftIcon } from '../../assets/icons.tsx'
import { useAdminToken } from '../../ui/console/adminToken.ts'
import { AdminTokenForm } from '../../ui/console/AdminTokenForm.tsx'
import { ConsoleShell } from '../../ui/console/ConsoleShell.tsx'
import { ConsolePageHeader, Spinner } from '../../ui/console/Panel.tsx'
import { useLiveBoosts } from '../../ui/counter/useLiveStats.ts'
import { Button } from '../../ui/Button.tsx'
import type { Data } from './+data.ts'
import { channelSplit, currenciesOf, inCurrency, totalsFrom } from './analyticsModel.ts'
import { AnalyticsBody } from './AnalyticsBody.tsx'
import { MonthlySupporters } from './MonthlySupporters.tsx'
import { isUnauthorized, type Scope, useBoostStats, useChartEvents, useEventsPage, useRefreshAnalytics } from '../../ui/analytics/queries.ts'
import { ScopeActions } from './ScopeActions.tsx'

/** Many boosts at once refetch once. */
const LIVE_REFRESH_MS = 400

export default function AnalyticsPage() {
  const { livePayments, creators, scope: initialScope, initial } = useData<Data>()
  const [scope, setScope] = useState<Scope>(initialScope)
  const token = useAdminToken((state) => state.token)
  const [cursors, setCursors] = useState<(string | null)[]>([null])
  const [pageIndex, setPageIndex] = useState(0)
  const needsToken = livePayments && scope === null && !token

  // The numbers the page came with are the first scope's; another scope's are asked for.
  const came = scope === initialScope ? initial : undefined
  const stats = useBoostStats(scope, came?.stats)
  const page = useEventsPage(scope, cursors[pageIndex] ?? null, token, !needsToken, came?.chartEvents ?? undefined)
  const chart = useChartEvents(scope, token, !needsToken, came?.chartEvents ?? undefined)
  useLiveUpdates(scope)

  // The same function every render, so the table's memoised rows are not drawn again for it.
  const changeScope = useCallback((next: Scope) => {
    setScope(next)
    setCursors([null])
    setPageIndex(0)
    const url = new URL(window.location.href)
    url.searchParams.delete('creatorId')
    url.searchParams.delete('view')
    if (next) url.searchParams.set('creatorId', next)
    else url.searchParams.set('view', 'platform')
    window.history.replaceState(window.history.state, '', url)
  }, [])

  const refused = page.isError && isUnauthorized(page.error)
  // The numbers are drawn from deferred copies of the answers: React renders an answer that lands
  // in slices, the browser answering input between them, rather than in one long stall.
  const statsData = useDeferredValue(stats.data)
  const pageData = useDeferredValue(page.data)
  const chartData = useDeferredValue(chart.data)
  const events = pageData?.events ?? []
  const loading = !needsToken && !refused && (statsData === undefined || pageData === undefined) && !stats.isError && !page.isError
  // Money is shown one currency at a time; a creator paid in several switches between them.
  const [chosenCurrency, setCurrency] = useState<string | null>(null)
  const currencies = currenciesOf(statsData, events)
  const currency = chosenCurrency && currencies.includes(chosenCurrency) ? chosenCurrency : (currencies[0] ?? statsData?.currency ?? 'usd')
  // One array per answer and currency, so the chart redraws only when its boosts change.
  const chartEvents = useMemo(() => chartData && inCurrency(chartData, currency), [chartData, currency])

  return (
    <ConsoleShell>
      <div className="grid gap-6">
        <a href="/" className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-fg-muted transition hover:text-fg">
          <ArrowLeftIcon size={16} /> Back to Boost
        </a>
        <ConsolePageHeader
          id="analytics-title"
          eyebrow="Analytics"
          title={scope ? 'Your boosts' : 'Platform analytics'}
          description={
            scope ? (
              <>
                Boosts to <span className="font-mono text-fg">{scope}</span>, updated live as they land.
              </>
            ) : (
              'Every creator’s boosts on this server, updated live as they land.'
            )
          }
          actions={<ScopeActions scope={scope} creators={creators} onScope={changeScope} token={token} canDownload={!needsToken && !refused} />}
        />

        {needsToken || (refused && scope === null) ? (
          <AdminTokenForm
            title="Platform analytics need the admin token"
            text="Payments are live on this server, so every creator’s boosts are shown only to the platform admin. Enter ADMIN_TOKEN, or pick one of your creators above."
            refused={refused}
          />
        ) : refused ? (
          <div role="alert" className="grid gap-4">
            <p className="flex items-start gap-2 rounded-2xl border border-gold/25 bg-warning-soft p-4 text-sm text-fg">
              <AlertIcon size={18} className="mt-0.5 shrink-0 text-gold" />
              <span>
                This browser is not signed in as <span className="font-mono">{scope}</span>.{' '}
                <a href="/signin" className="font-medium text-accent-text underline underline-offset-2">
                  Sign in
                </a>{' '}
                with a passkey or a recovery code, or use the admin token.
              </span>
            </p>
            <AdminTokenForm title="Admin token" text="The platform admin can read any creator’s boosts." refused={Boolean(token)} />
          </div>
        ) : loading ? (
          <div className="grid min-h-[320px] place-items-center rounded-2xl border border-line bg-surface shadow-soft" data-analytics-loading>
            <Spinner label="Loading analytics…" size={28} />
          </div>
        ) : (
          <>
            {stats.isError ? <FetchError message={stats.error.message} onRetry={() => void stats.refetch()} /> : null}
            {page.isError ? <FetchError message={page.error.message} onRetry={() => void page.refetch()} /> : null}
            <AnalyticsBody
              currency={currency}
              currencies={currencies}
              onCurrency={setCurrency}
              totals={totalsFrom(statsData, events, currency)}
              channels={channelSplit(statsData, events, currency)}
              chartEvents={chartEvents}
              events={events}
              showCreator={scope === null}
              monthly={scope ? <MonthlySupporters creatorId={scope} initial={came?.monthly ?? null} /> : null}
              onCreator={changeScope}
              page={{
                index: pageIndex,
                fetching: page.isFetching,
                hasOlder: Boolean(pageData?.nextBefore),
                older: () => {
                  const next = pageData?.nextBefore
                  if (!next) return
                  setCursors((list) => [...list.slice(0, pageIndex + 1), next])
                  setPageIndex(pageIndex + 1)
                },
                newer: () => setPageIndex(Math.max(0, pageIndex - 1)),
              }}
            />
          </>
        )}
      </div>
    </ConsoleShell>
  )
}

/** Refetches this scope's numbers when the stream says a boost landed. */
function useLiveUpdates(scope: Scope) {
  const refresh = useRefreshAnalytics(scope)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  useLiveBoosts(scope ?? undefined, () => {
    if (timer.current) return
    timer.current = setTimeout(() => {
      timer.current = undefined
      void refresh()
    }, LIVE_REFRESH_MS)
  })
}

function FetchError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const id = useId()
  return (
    <div role="alert" aria-describedby={id} className="flex flex-wrap items-center gap-3 rounded-2xl border border-danger/25 bg-danger-soft p-4 text-sm" data-fetch-error>
      <AlertIcon size={18} className="shrink-0 text-danger" />
      <p id={id} className="flex-1 font-medium text-fg">
        {message}
      </p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
