import type { PageContextServer } from 'vike/types'
import type { Data } from './+data.ts'

export function description(pageContext: PageContextServer<Data>) {
  const { creator, creatorId } = pageContext.data
  return creator.bio ?? `Send ${creator.name ?? creatorId} a boost: $5, $10 or $20 that shows up live, and earn XP and badges.`
}
