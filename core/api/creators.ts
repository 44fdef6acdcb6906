// The creator page endpoints: a creator's profile (name, bio, avatar colour) and goal, set from
// the console with the creator's session and read by everyone on /c/<id>.
import { z } from './zod.ts'
import { BIO_MAX_LENGTH, GOAL_KINDS, GOAL_TITLE_MAX_LENGTH, goalTargetLimits, PROFILE_COLOR_NAMES } from '../creatorPage.ts'
import { formatCents, toCents } from '../money.ts'
import { parseMoney } from '../moneyInput.ts'
import { defineEndpoints, OWN_SESSION, OWN_SESSION_ERRORS, PUBLIC, SESSION } from './endpoint.ts'
import { fieldLabels } from './fieldLabels.ts'
import { creatorName, creatorParams, creatorText, currency } from './fields.ts'

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

const TARGET = 'must be an amount, such as 500, $1,000 or 1.000,50'

export const goalBody = z
  .object({
    title: creatorText(GOAL_TITLE_MAX_LENGTH).min(1, 'must not be empty'),
    target: z
      .union([z.number(), z.string()], { error: TARGET })
      .describe('major units: a number, or text as a person types it in the goal’s currency ("1000", "$1,000", "1.000,50", "1 000 €")'),
    currency: currency.default('usd'),
    kind: z.enum(GOAL_KINDS, { error: `must be one of ${GOAL_KINDS.join(', ')}` }).default('total'),
    endsAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time' }).nullish(),
  })
  .transform((body, ctx) => {
    // Text is read as people write money (core/moneyInput.ts), the same way as the goal form reads it.
    const read = typeof body.target === 'number' ? { cents: toCents(body.target) } : parseMoney(body.target, body.currency)
    const cents = 'cents' in read ? read.cents : null
    if (cents === null) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'error' in read ? read.error : TARGET })
      return z.NEVER
    }
    const { min, max } = goalTargetLimits(body.currency)
    if (cents < min || cents > max) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: `must be between ${formatCents(min, body.currency)} and ${formatCents(max, body.currency)}` })
    }
    if (body.endsAt && Date.parse(body.endsAt) <= Date.now()) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be in the future' })
    return { ...body, target: cents }
  })

fieldLabels.add(profileBody, { name: 'The name', bio: 'The bio', color: 'The colour' })
fieldLabels.add(goalBody, { title: 'The title', target: 'The target', currency: 'The currency', kind: 'The kind of goal', endsAt: 'The end date' })

export const creatorPageEndpoints = defineEndpoints({
  shareImage: {
    method: 'GET',
    path: '/api/creators/:id/card.png',
    summary:
      'The share image of the creator’s page (1200 x 630 PNG: name, avatar colour, goal progress), as its og:image and twitter:image name it. Its ETag is the hash of what it shows (If-None-Match answers 304); with `v` equal to that hash it is cached for a year, without for five minutes.',
    access: 'public, any origin',
    security: PUBLIC,
    params: creatorParams,
    query: z.object({ v: z.string().max(64).optional().describe('the image’s version, as the page names it; a stale one is still answered, with the current image') }),
    produces: 'image/png',
    errors: { 404: 'no connected creator has this id' },
  },
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
