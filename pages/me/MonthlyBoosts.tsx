// The fan's monthly boosts on /me: each with its amount, where it stands and its payments, and the
// fan's controls. Shown only to a fan who has one; a change refreshes the whole fan page, whose
// boosts and XP a change can touch.
import { useQueryClient } from '@tanstack/react-query'
import { ClockIcon } from '../../assets/icons.tsx'
import { IconCardHeading } from '../../ui/IconCardHeading.tsx'
import { FAN_KEY } from '../../ui/fans/fanApi.ts'
import { MonthlyBoostCard } from '../../ui/monthly/MonthlyBoostCard.tsx'
import type { ShownMonthlyBoost } from '../../ui/monthly/monthlyApi.ts'

export function MonthlyBoosts({ subscriptions }: { subscriptions: ShownMonthlyBoost[] }) {
  const queryClient = useQueryClient()
  if (subscriptions.length === 0) return null
  return (
    <section className="rounded-3xl border border-line bg-surface shadow-soft" aria-labelledby="fan-monthly-title" data-fan-monthly>
      <div className="border-b border-line p-5 sm:px-7">
        <IconCardHeading icon={<ClockIcon size={20} />} id="fan-monthly-title" title="Monthly boosts">
          Paid each month until you cancel. Cancelling keeps the month you paid for; a new amount starts with the next payment.
        </IconCardHeading>
      </div>
      <ul className="divide-y divide-line">
        {subscriptions.map((subscription) => (
          <li key={subscription.id}>
            <MonthlyBoostCard boost={subscription} actionKey={{ id: subscription.id }} changed={() => queryClient.invalidateQueries({ queryKey: FAN_KEY })} />
          </li>
        ))}
      </ul>
    </section>
  )
}
