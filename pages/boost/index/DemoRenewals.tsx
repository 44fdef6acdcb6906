// The monthly boosts taken in this page's preview, on a server whose payments are a demo: a button
// records the next month's payment of each, as the payment provider's renewal would, so a creator
// can watch a renewal reach their counters, alerts and webhooks without waiting a month. A module of
// its own, loaded when wanted, with the query client the rest of the page does without.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SessionStatusResponse } from '../../../core/api/payments.ts'
import type { MonthlyBoostDetail } from '../../../core/api/subscriptions.ts'
import { formatCents } from '../../../core/money.ts'
import QueryProvider from '../../../renderer/QueryProvider.tsx'
import { fetchJson, postJson } from '../../../ui/api/fetchJson.ts'
import { Badge } from '../../../ui/Badge.tsx'
import { Button } from '../../../ui/Button.tsx'
import { serverErrorText } from '../../../ui/console/serverError.ts'
import { LocalDateTime } from '../../../ui/LocalDateTime.tsx'

export default function DemoRenewals({ sessionIds }: { sessionIds: string[] }) {
  if (sessionIds.length === 0) {
    return <p className="text-sm text-fg-muted">Take a monthly boost in the preview: it shows up here, ready to renew.</p>
  }
  return (
    <QueryProvider>
      <ul className="grid gap-3">
        {sessionIds.map((sessionId) => (
          <DemoRenewal key={sessionId} sessionId={sessionId} />
        ))}
      </ul>
    </QueryProvider>
  )
}

/** The manage link's token: the monthly boost's id is read through it, as its fan would. */
function manageToken(session: SessionStatusResponse | undefined): string | null {
  return session?.monthly?.manageUrl?.split('/').pop() ?? null
}

function DemoRenewal({ sessionId }: { sessionId: string }) {
  const session = useQuery({
    queryKey: ['checkouts', sessionId],
    queryFn: ({ signal }) => fetchJson<SessionStatusResponse>(`/api/checkout/sessions/${encodeURIComponent(sessionId)}`, { signal }),
  })
  const token = manageToken(session.data)
  const detailKey = ['monthly-boost', token]
  const detail = useQuery({
    queryKey: detailKey,
    queryFn: ({ signal }) => fetchJson<MonthlyBoostDetail>(`/api/subscriptions/manage/${encodeURIComponent(token ?? '')}`, { signal }),
    enabled: token !== null,
  })
  const queryClient = useQueryClient()
  const renew = useMutation({
    mutationFn: (id: string) => postJson<MonthlyBoostDetail>(`/api/demo/subscriptions/${encodeURIComponent(id)}/renew`),
    onSuccess: (next) => queryClient.setQueryData(detailKey, next),
  })
  const boost = detail.data
  if (!boost) return null
  const failure = renew.isError ? (serverErrorText(renew.error) ?? 'The renewal could not be recorded. Try again.') : null
  return (
    <li className="grid gap-3 rounded-xl border border-line bg-bg-subtle p-4" data-demo-renewal={boost.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-fg">
          {`${formatCents(boost.amountCents, boost.currency)} a month to ${boost.creatorName ?? boost.creatorId}`}
        </p>
        <Badge tone={boost.status === 'active' ? 'success' : 'neutral'}>{boost.status.replace('_', ' ')}</Badge>
      </div>
      <p className="text-sm text-fg-muted" data-demo-renewal-months>
        {`${boost.payments.length === 1 ? '1 month' : `${boost.payments.length} months`} paid`}
        {boost.nextPaymentAt ? (
          <>
            {' · next '}
            <LocalDateTime iso={boost.nextPaymentAt} />
          </>
        ) : null}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => renew.mutate(boost.id)} disabled={renew.isPending} data-demo-renew>
          {renew.isPending ? 'Recording…' : 'Renew now (demo)'}
        </Button>
        <a href={boost.manageUrl} className="text-sm font-medium text-accent-text underline-offset-2 hover:underline">
          Manage as the fan
        </a>
      </div>
      {failure ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {failure}
        </p>
      ) : null}
    </li>
  )
}
