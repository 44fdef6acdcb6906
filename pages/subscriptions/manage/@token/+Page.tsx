// A monthly boost through the link on its receipt, with no sign-in: the link is the key to this one
// monthly boost only. The fan sees it as /me shows it and can change the amount, cancel or resume.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useData } from 'vike-react/useData'
import type { MonthlyBoostDetail } from '../../../../core/api/subscriptions.ts'
import { ButtonLink } from '../../../../ui/Button.tsx'
import { errorStatus } from '../../../../ui/console/serverError.ts'
import { fetchJson } from '../../../../ui/api/fetchJson.ts'
import { MonthlyBoostCard } from '../../../../ui/monthly/MonthlyBoostCard.tsx'
import type { Data } from './+data.ts'
import { NOT_FOUND } from './notFound.ts'

export default function ManageMonthlyBoostPage() {
  const { token } = useData<Data>()
  const queryKey = ['monthly-boost', token]
  const queryClient = useQueryClient()
  const boost = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchJson<MonthlyBoostDetail>(`/api/subscriptions/manage/${encodeURIComponent(token)}`, { signal }),
    retry: (failures, error) => errorStatus(error) !== 404 && failures < 2,
  })
  const missing = boost.isError && errorStatus(boost.error) === 404

  return (
    <div className="container-boost max-w-3xl pt-10 pb-20 sm:pt-14" data-manage-page data-state={boost.isPending ? 'loading' : boost.data ? 'ready' : 'error'}>
      <p className="text-sm font-semibold text-accent-text">Monthly boost</p>
      <h1 className="mt-1 text-title font-semibold tracking-tight text-fg">
        {boost.data ? `Your monthly boost for ${boost.data.creatorName ?? boost.data.creatorId}` : 'Your monthly boost'}
      </h1>
      <p className="mt-2 max-w-2xl text-fg-muted">
        Anyone with this link can manage this monthly boost, so keep it to yourself. Your fan page lists all your monthly boosts when you sign in.
      </p>

      {boost.isPending ? (
        <div className="mt-8 h-56 animate-pulse rounded-3xl bg-surface-2" role="status" aria-busy="true" aria-label="Loading your monthly boost" />
      ) : boost.data ? (
        <section className="mt-8 rounded-3xl border border-line bg-surface shadow-soft" aria-label="Your monthly boost">
          <MonthlyBoostCard boost={boost.data} actionKey={{ token }} changed={(next) => queryClient.setQueryData(queryKey, next)} headingLevel="h2" />
        </section>
      ) : (
        <div role="alert" className="mt-8 rounded-3xl border border-danger/30 bg-danger-soft p-6 text-fg" data-manage-error>
          <p className="font-semibold">{missing ? NOT_FOUND.title : 'Your monthly boost could not be loaded'}</p>
          <p className="mt-1 text-fg-muted">{missing ? NOT_FOUND.text : 'Reload the page to try again.'}</p>
        </div>
      )}

      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink href="/me" variant="secondary" size="sm">
          Your fan page
        </ButtonLink>
      </div>
    </div>
  )
}
