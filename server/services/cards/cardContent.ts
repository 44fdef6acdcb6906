// What a creator's share image shows, and its version: the hash of exactly that. The page names
// the image by it and the image route answers it as the ETag; kept apart from the renderer so the
// page's data hook does not load it.
import { createHash } from 'node:crypto'
import type { CreatorResponse } from '../../../core/api/payments.ts'
import { PROFILE_COLORS } from '../../../core/creatorPage.ts'
import type { CreatorCardContent } from './creatorCardTree.ts'

/** What a creator's card shows, from what their page reads. */
export function creatorCardContent(creatorId: string, creator: Pick<CreatorResponse, 'name' | 'color' | 'goal'>): CreatorCardContent {
  const { goal } = creator
  return {
    name: creator.name ?? creatorId,
    color: PROFILE_COLORS[creator.color],
    goal: goal ? { title: goal.title, raisedCents: goal.raisedCents, targetCents: goal.targetCents, currency: goal.currency, monthly: goal.kind === 'monthly' } : null,
  }
}

/** The version of a card: changes whenever anything it shows does. */
export function cardVersion(content: CreatorCardContent): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 16)
}
