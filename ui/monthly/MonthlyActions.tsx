// What a fan can do about a monthly boost: cancel it (it runs to the end of the month paid for, and
// the fan is told the date before they confirm), resume it before then, or change its amount from
// the next payment on, within the amounts a checkout takes.
import { type ReactNode, useState } from 'react'
import type { MonthlyBoostDetail } from '../../core/api/subscriptions.ts'
import { formatDateTime } from '../../core/format.ts'
import { Button } from '../Button.tsx'
import { serverErrorText } from '../console/serverError.ts'
import { ChangeAmountForm } from './ChangeAmountForm.tsx'
import { type MonthlyBoostKey, type ShownMonthlyBoost, useChangeMonthlyBoost } from './monthlyApi.ts'

type Step = 'idle' | 'confirm-cancel' | 'change-amount'

export function MonthlyActions({ boost, actionKey, changed }: { boost: ShownMonthlyBoost; actionKey: MonthlyBoostKey; changed: (boost: MonthlyBoostDetail) => unknown }) {
  const [step, setStep] = useState<Step>('idle')
  const change = useChangeMonthlyBoost(actionKey, (next) => {
    setStep('idle')
    return changed(next)
  })
  const ends = formatDateTime(new Date(boost.currentPeriodEnd))
  const failure = change.isError ? (serverErrorText(change.error) ?? 'That did not work. Check your connection and try again.') : null

  if (boost.status === 'ended') return null
  if (boost.status === 'cancelled') {
    return (
      <Actions failure={failure}>
        <Button size="sm" onClick={() => change.mutate({ action: 'resume' })} disabled={change.isPending} data-monthly-resume>
          {change.isPending ? 'Resuming…' : 'Resume monthly boost'}
        </Button>
        <p className="text-sm text-fg-muted">{`Resume before ${ends} and it renews as before.`}</p>
      </Actions>
    )
  }
  if (step === 'confirm-cancel') {
    return (
      <Actions failure={failure}>
        <div role="group" aria-labelledby={`cancel-${boost.id}`} className="grid w-full gap-3 rounded-2xl border border-line bg-bg-subtle p-4" data-monthly-confirm-cancel>
          <p id={`cancel-${boost.id}`} className="text-sm text-fg">
            {`Cancel your monthly boost? It ends on ${ends}, at the end of the month you paid for, and you are not charged again. You can resume it until then.`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => change.mutate({ action: 'cancel' })} disabled={change.isPending} autoFocus data-monthly-cancel-confirm>
              {change.isPending ? 'Cancelling…' : 'Yes, cancel it'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setStep('idle')} disabled={change.isPending}>
              Keep it
            </Button>
          </div>
        </div>
      </Actions>
    )
  }
  if (step === 'change-amount') {
    return (
      <Actions failure={failure}>
        <ChangeAmountForm
          boost={boost}
          pending={change.isPending}
          onSubmit={(amount) => change.mutate({ action: 'amount', amount })}
          onClose={() => (change.reset(), setStep('idle'))}
        />
      </Actions>
    )
  }
  return (
    <Actions failure={failure}>
      <Button size="sm" variant="secondary" onClick={() => (change.reset(), setStep('change-amount'))} data-monthly-change-amount>
        Change amount
      </Button>
      <Button size="sm" variant="ghost" onClick={() => (change.reset(), setStep('confirm-cancel'))} data-monthly-cancel>
        Cancel monthly boost
      </Button>
    </Actions>
  )
}

function Actions({ failure, children }: { failure: string | null; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">{children}</div>
      {failure ? (
        <p role="alert" className="rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger" data-monthly-error>
          {failure}
        </p>
      ) : null}
    </div>
  )
}
