// This week's board, read as the page is rendered so it arrives in the HTML; the board island keeps
// it fresh from there. When the read fails the page still renders, and the island loads the board
// itself, saying so if it cannot.
import type { PageContextServer } from 'vike/types'
import { weeklyLeaderboard } from '../../server/services/leaderboard.ts'
import { LEADERBOARD_PAGE_LIMIT, type RenderedBoard } from '../../ui/fans/queries.ts'

export async function data(pageContext: PageContextServer) {
  const { db, logger } = pageContext.services
  const rendered: RenderedBoard | null = await weeklyLeaderboard(db, LEADERBOARD_PAGE_LIMIT).then(
    (entries) => ({ entries, readAt: Date.now() }),
    (error: unknown) => {
      logger.warn({ err: error }, 'leaderboard page: reading the board failed; the browser will load it')
      return null
    },
  )
  return { rendered }
}

export type Data = Awaited<ReturnType<typeof data>>
