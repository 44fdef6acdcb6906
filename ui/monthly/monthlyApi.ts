// Acting on one monthly boost: cancelling it, resuming it, changing its amount. The fan's own at /me
// go through /api/fan/subscriptions/<id>; a manage link's through /api/subscriptions/manage/<token>:
// both answer the monthly boost as it now stands.
import { useMutation } from '@tanstack/react-query'
import type { MonthlyBoost, MonthlyBoostDetail } from '../../core/api/subscriptions.ts'
import { fetchJson, postJson } from '../api/fetchJson.ts'

/** A monthly boost as /me lists it, or in full as its manage link shows it. */
export type ShownMonthlyBoost = MonthlyBoost & Partial<Pick<MonthlyBoostDetail, 'creatorName' | 'payments'>>

/** Where a monthly boost's actions go: `{ id }` for the signed-in fan's own, `{ token }` for a manage link. */
export type MonthlyBoostKey = { id: string } | { token: string }

function basePath(key: MonthlyBoostKey): string {
  return 'token' in key ? `/api/subscriptions/manage/${encodeURIComponent(key.token)}` : `/api/fan/subscriptions/${encodeURIComponent(key.id)}`
}

type Change = { action: 'cancel' } | { action: 'resume' } | { action: 'amount'; amount: string }

/** One mutation for the three changes; `changed` hears the monthly boost as the server now has it. */
export function useChangeMonthlyBoost(key: MonthlyBoostKey, changed: (boost: MonthlyBoostDetail) => unknown) {
  return useMutation({
    mutationFn: (change: Change) => {
      const base = basePath(key)
      if (change.action === 'amount') return fetchJson<MonthlyBoostDetail>(base, { method: 'PATCH', body: { amount: change.amount } })
      return postJson<MonthlyBoostDetail>(`${base}/${change.action}`)
    },
    onSuccess: changed,
  })
}
