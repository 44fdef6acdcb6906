// The creator page endpoints: a creator's profile (name, bio, avatar colour) and goal, set from
// the console with the creator's session and read by everyone on /c/<id>.
import { z } from './zod.ts'
import { BIO_MAX_LENGTH, GOAL_KINDS, GOAL_TITLE_MAX_LENGTH, goalTargetLimits, PROFILE_COLOR_NAMES } from '../creatorPage.ts'
import { formatCents } from '../money.ts'
import { defineEndpoints, OWN_SESSION, OWN_SESSION_ERRORS, SESSION } from './endpoint.ts'
import { amount, creatorName, creatorParams, creatorText, currency } from './fields.ts'

export const goal = z.object({
  title: z.string(),
  targetCents: z.number(),
  currency: z.string(),
  kind: z.enum(GOAL_KINDS).describe('total: counts what is raised since the goal started; monthly: a target each month ("$500 a month")'),
  raisedCents: z
    .number()
    .describe('total: kept gross of the creator’s boosts in this currency since the goal started, net of refunds and disputes; monthly: what active monthly boosts in this currency bring each month'),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  reachedAt: z.iso.datetime().nullable(),
})

export type Goal = z.infer<typeof goal>

export const profile = z.object({
  name: z.string().nullable(),
  bio: z.string().nullable(),
  color: z.enum(PROFILE_COLOR_NAMES),
  goal: goal.nullable(),
})

export const profileBody = z.object({
  // null clears it: pages then show the creator's id, as before a name was set.
  name: creatorName.nullish(),
  bio: creatorText(BIO_MAX_LENGTH).nullish(),
  color: z.enum(PROFILE_COLOR_NAMES, { error: `must be one of ${PROFILE_COLOR_NAMES.join(', ')}` }).optional(),
})

export const goalBody = z
  .object({
    title: creatorText(GOAL_TITLE_MAX_LENGTH).min(1, 'must not be empty'),
    target: amount,
    currency: currency.default('usd'),
    kind: z.enum(GOAL_KINDS, { error: `must be one of ${GOAL_KINDS.join(', ')}` }).default('total'),
    endsAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time' }).nullish(),
  })
  .superRefine((body, ctx) => {
    const { min, max } = goalTargetLimits(body.currency)
    if (body.target < min || body.target > max) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: `must be between ${formatCents(min, body.currency)} and ${formatCents(max, body.currency)}` })
    }
    if (body.endsAt && Date.parse(body.endsAt) <= Date.now()) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be in the future' })
  })

export const creatorPageEndpoints = defineEndpoints({
  updateProfile: {
    method: 'PATCH',
    path: '/api/creators/:id',
    summary: 'Changes the name, bio or avatar colour on the creator’s page',
    access: OWN_SESSION,
    security: SESSION,
    params: creatorParams,
    body: profileBody,
    response: profile,
    errors: { 400: 'control characters, markup or too long', ...OWN_SESSION_ERRORS },
  },
  setGoal: {
    method: 'PUT',
    path: '/api/creators/:id/goal',
    summary: 'Sets the creator’s goal: edits the active one (its progress keeps counting), or starts one (a new currency or kind starts a new goal)',
    access: OWN_SESSION,
    security: SESSION,
    params: creatorParams,
    body: goalBody,
    response: goal,
    errors: { 400: 'bad title or kind, target outside the currency’s limits, or an end in the past', ...OWN_SESSION_ERRORS },
  },
  endGoal: {
    method: 'DELETE',
    path: '/api/creators/:id/goal',
    summary: 'Ends the creator’s active goal early',
    access: OWN_SESSION,
    security: SESSION,
    params: creatorParams,
    response: z.object({ ended: z.boolean() }),
    errors: OWN_SESSION_ERRORS,
  },
})
