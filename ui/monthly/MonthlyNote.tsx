// What the thank-you page and a receipt say of a monthly boost: the amount each month, the next
// payment, and the link that manages it (change the amount, cancel, resume) without signing in.
import { ArrowRightIcon } from '../../assets/icons.tsx'
import { formatCents } from '../../core/money.ts'
import { LocalDateTime } from '../LocalDateTime.tsx'

type Props = { amountCents: number; currency: string; nextPaymentAt: string | null; manageUrl: string | null }

export function MonthlyNote({ amountCents, currency, nextPaymentAt, manageUrl }: Props) {
  return (
    <div className="grid gap-2 rounded-2xl border border-accent/20 bg-accent-soft p-4 text-sm text-fg sm:p-5" data-monthly-note>
      <p>
        <strong className="font-semibold">{`A monthly boost: ${formatCents(amountCents, currency)} each month`}</strong>
        {nextPaymentAt ? (
          <>
            {', next on '}
            <LocalDateTime iso={nextPaymentAt} />
          </>
        ) : null}
        . Cancel it any time; it then runs to the end of the month you paid for.
      </p>
      {manageUrl ? (
        <a href={manageUrl} className="inline-flex items-center gap-1 font-semibold text-accent-text underline-offset-2 hover:underline print:hidden" data-manage-link>
          Manage your monthly boost
          <ArrowRightIcon size={14} />
        </a>
      ) : null}
    </div>
  )
}
