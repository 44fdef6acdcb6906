// The page's celebrator for this browser's supporter, shared by the stream watcher and the success
// page, so a boost they both hear of is celebrated once.
import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { showAchievement } from './achievementStore.ts'
import { createCelebrator, type Celebrator } from './celebrations.ts'
import { LEADERBOARD_KEY, SUMMARY_KEY, summaryQuery } from './queries.ts'

const CELEBRATED_KEY = 'boost:celebrated-boosts'
const CELEBRATED_LIMIT = 50

const celebrators = new WeakMap<QueryClient, Map<string, Celebrator>>()

export function useCelebrator(supporterId: string | null): Celebrator | null {
  const client = useQueryClient()
  if (!supporterId || typeof window === 'undefined') return null
  return celebratorFor(client, supporterId)
}

export function celebratorFor(client: QueryClient, supporterId: string): Celebrator {
  let bySupporter = celebrators.get(client)
  if (!bySupporter) {
    bySupporter = new Map()
    celebrators.set(client, bySupporter)
  }
  let celebrator = bySupporter.get(supporterId)
  if (!celebrator) {
    celebrator = createCelebrator({
      async fetchSummary() {
        try {
          // A fresh read; every dashboard and modal showing this summary updates with it.
          const query = summaryQuery(supporterId)
          const summary = await client.fetchQuery({ ...query, staleTime: 0 })
          void client.invalidateQueries({ queryKey: LEADERBOARD_KEY })
          // The same supporter's per-creator summaries (the creator console's dashboard) moved too.
          const fetched = hashKey(query.queryKey)
          void client.invalidateQueries({ queryKey: [...SUMMARY_KEY, supporterId], predicate: (other) => other.queryHash !== fetched })
          return summary
        } catch (error) {
          console.warn('[boost] could not read the supporter summary', error)
          return null
        }
      },
      show: showAchievement,
      celebrated: browserCelebrated(),
    })
    bySupporter.set(supporterId, celebrator)
  }
  return celebrator
}

/** Boost ids celebrated in this browser: reopening the thank-you page, in any tab, celebrates nothing again. */
function browserCelebrated() {
  const read = (): number[] => {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(CELEBRATED_KEY) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id)) : []
    } catch {
      return []
    }
  }
  return {
    has: (boostId: number) => read().includes(boostId),
    add(boostId: number) {
      try {
        localStorage.setItem(CELEBRATED_KEY, JSON.stringify([...read(), boostId].slice(-CELEBRATED_LIMIT)))
      } catch {
        // Without storage a reload may celebrate the same boost again; nothing worse.
      }
    },
  }
}
