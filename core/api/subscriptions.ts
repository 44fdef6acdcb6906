// The monthly boost endpoints: what the fan controls (signed in at /me, or through the link on
// every receipt that needs no sign-in and opens that one monthly boost), and the demo's renewal.
import { z } from './zod.ts'
import { defineEndpoints, PUBLIC } from './endpoint.ts'
import { amount } from './fields.ts'
import { SUBSCRIPTION_STATUSES } from '../subscriptions.ts'

const isoTime = z.iso.datetime()
const cents = z.number().int()

export const monthlyBoost = z.object({
  id: z.string(),
  creatorId: z.string(),
  amountCents: cents.describe('charged each month from the next payment, in minor units of `currency`'),
  currency: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES).describe('active: renews; past_due: the last payment failed; cancelled: runs to the period’s end, then stops; ended: over'),
  currentPeriodStart: isoTime,
  currentPeriodEnd: isoTime.describe('when the period paid for ends: the next payment, or the end of a cancelled monthly boost'),
  cancelAtPeriodEnd: z.boolean(),
  nextPaymentAt: isoTime.nullable().describe('null once cancelled or ended'),
  paymentFixUrl: z.string().nullable().describe('past due: the provider’s page where the fan pays with another card'),
  createdAt: isoTime,
  cancelledAt: isoTime.nullable(),
})

export type MonthlyBoost = z.infer<typeof monthlyBoost>

const monthlyPayment = z.object({
  boostId: z.number().int(),
  months: z.number().int().describe('which month it paid: 1 for the first payment'),
  amountCents: cents,
  refundedCents: cents,
  currency: z.string(),
  at: isoTime,
  receiptUrl: z.string().nullable().describe('the first payment’s receipt page'),
})

export const monthlyBoostDetail = monthlyBoost.extend({
  creatorName: z.string().nullable(),
  payments: z.array(monthlyPayment).describe('every paid month, newest first'),
  manageUrl: z.string().describe('the link that manages this monthly boost without signing in'),
})

export type MonthlyBoostDetail = z.infer<typeof monthlyBoostDetail>

const subscriptionParams = z.object({ id: z.guid('must be a monthly boost id') })
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'Not a manage link') })
export const amountBody = z.object({ amount }).strict()

const FAN = ['fanSession'] as const
const FAN_ACCESS = 'the fan’s session (same-origin), their own monthly boosts only'
const FAN_ERRORS = { 401: 'no fan session', 403: 'cross-site request', 404: 'no such monthly boost of this fan' } as const
const TOKEN_ACCESS = 'public; the manage link’s token is the key, for that one monthly boost'
const TOKEN_ERRORS = { 404: 'unknown manage link' } as const
const CHANGE_ERRORS = { 409: 'the monthly boost has ended, or (resume) its period is over', 502: 'the payment provider could not make the change just now' } as const

const actions = <Params extends z.ZodObject>(prefix: string, params: Params, access: string, security: readonly ('fanSession' | 'anonymous')[], errors: Record<number, string>) => ({
  cancel: {
    method: 'POST' as const, path: `${prefix}/cancel`, summary: 'Cancels a monthly boost: it runs to the end of the period paid for, then stops',
    access, security, params, response: monthlyBoostDetail, errors: { ...errors, ...CHANGE_ERRORS },
  },
  resume: {
    method: 'POST' as const, path: `${prefix}/resume`, summary: 'Resumes a cancelled monthly boost before its period ends: it renews again',
    access, security, params, response: monthlyBoostDetail, errors: { ...errors, ...CHANGE_ERRORS },
  },
  amount: {
    method: 'PATCH' as const, path: prefix, summary: 'Changes what a monthly boost charges, from the next period on (the checkout’s amount limits apply)',
    access, security, params, body: amountBody, response: monthlyBoostDetail, errors: { ...errors, ...CHANGE_ERRORS, 400: 'bad amount, or outside the amount limits' },
  },
})

const fan = actions('/api/fan/subscriptions/:id', subscriptionParams, FAN_ACCESS, FAN, FAN_ERRORS)
const manage = actions('/api/subscriptions/manage/:token', tokenParams, TOKEN_ACCESS, PUBLIC, TOKEN_ERRORS)

export const subscriptionEndpoints = defineEndpoints({
  fanCancel: fan.cancel,
  fanResume: fan.resume,
  fanAmount: fan.amount,
  manage: {
    method: 'GET', path: '/api/subscriptions/manage/:token', summary: 'A monthly boost through its manage link: creator, amount, status, next payment, past payments',
    access: TOKEN_ACCESS, security: PUBLIC, params: tokenParams, response: monthlyBoostDetail, errors: TOKEN_ERRORS,
  },
  manageCancel: manage.cancel,
  manageResume: manage.resume,
  manageAmount: manage.amount,
  demoRenew: {
    method: 'POST', path: '/api/demo/subscriptions/:id/renew', summary: 'Demo payments only: records the next month’s payment of a monthly boost, as the provider’s renewal would',
    access: 'public while payments are a demo', security: PUBLIC, params: subscriptionParams, response: monthlyBoostDetail,
    errors: { 404: 'payments are live, or no such monthly boost', 409: 'the monthly boost was cancelled or has ended: it does not renew' },
  },
})
