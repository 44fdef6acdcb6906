import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../api/queryClient.ts'
import { leaderboardRetryDelay, summaryQuery } from './queries.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('leaderboardRetryDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(leaderboardRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })
})

describe('summaryQuery', () => {
  it('asks for the supporter, and the creator only when there is one', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    const client = createQueryClient()
    await client.fetchQuery(summaryQuery('s1'))
    await client.fetchQuery(summaryQuery('s1', 'maya'))
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/gamification/summary?supporterId=s1', '/api/gamification/summary?supporterId=s1&creatorId=maya'])
  })
})
