import { describe, expect, it } from 'vitest'
import { queryKeyPath } from '../api/queryClient.ts'
import { leaderboardRetryDelay, summaryKey } from './queries.ts'

describe('leaderboardRetryDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(leaderboardRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })
})

describe('summaryKey', () => {
  it('asks for the supporter, and the creator only when there is one', () => {
    expect(queryKeyPath(summaryKey('s1'))).toBe('/api/gamification/summary?supporterId=s1')
    expect(queryKeyPath(summaryKey('s1', 'maya'))).toBe('/api/gamification/summary?supporterId=s1&creatorId=maya')
  })
})
