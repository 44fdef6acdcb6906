import type { PageContext } from 'vike/types'
import type { Data } from './+data.ts'

export function title(pageContext: PageContext<Data>) {
  const { creator, creatorId } = pageContext.data
  return `${creator.name ?? creatorId} on Boost`
}
