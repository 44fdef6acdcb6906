import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchJson, fetchJsonOrNullWhenUnauthorized, postJson } from './fetchJson.ts'
import { createQueryClient, queryKeyPath } from './queryClient.ts'

function answer(status: number, body: string, statusText = '') {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body === '' ? null : body, { status, statusText }))
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fetchJson', () => {
  it('includes credentials and parses the JSON answer', async () => {
    const fetch = answer(200, '{"ok":true}')
    vi.stubGlobal('fetch', fetch)
    await expect(fetchJson('/api/boost-stats')).resolves.toEqual({ ok: true })
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'GET', credentials: 'include' })
  })

  it('throws "<status>: <body text>" for a non-OK answer', async () => {
    vi.stubGlobal('fetch', answer(400, '{"error":"amount is required"}'))
    await expect(fetchJson('/api/checkout')).rejects.toThrow('400: {"error":"amount is required"}')
  })

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', answer(503, '', 'Service Unavailable'))
    await expect(fetchJson('/api/boost-stats')).rejects.toThrow('503: Service Unavailable')
  })
})

describe('postJson', () => {
  it('sends a JSON body', async () => {
    const fetch = answer(200, '{"url":"/x"}')
    vi.stubGlobal('fetch', fetch)
    await postJson('/api/checkout', { amount: 5 })
    const init = fetch.mock.calls[0]![1]!
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"amount":5}')
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' })
  })
})

describe('fetchJsonOrNullWhenUnauthorized', () => {
  it('answers null for a 401 and still throws other errors', async () => {
    vi.stubGlobal('fetch', answer(401, 'no session'))
    await expect(fetchJsonOrNullWhenUnauthorized('/api/me')).resolves.toBeNull()
    vi.stubGlobal('fetch', answer(500, 'boom'))
    await expect(fetchJsonOrNullWhenUnauthorized('/api/me')).rejects.toThrow('500: boom')
  })
})

describe('queryKeyPath', () => {
  it('joins the key into a path and turns a trailing object into a query string', () => {
    expect(queryKeyPath(['/api/leaderboard/weekly'])).toBe('/api/leaderboard/weekly')
    expect(queryKeyPath(['/api/creators', 'maya rose'])).toBe('/api/creators/maya%20rose')
    expect(queryKeyPath(['/api/gamification/summary', { supporterId: 's1', creatorId: undefined }])).toBe(
      '/api/gamification/summary?supporterId=s1',
    )
  })
})

describe('createQueryClient', () => {
  it('has the spec defaults: no retry, no refetch on focus, never stale', () => {
    const queries = createQueryClient().getDefaultOptions().queries!
    expect(queries.retry).toBe(false)
    expect(queries.refetchOnWindowFocus).toBe(false)
    expect(queries.staleTime).toBe(Number.POSITIVE_INFINITY)
  })

  it('fetches the path in the query key when no queryFn is given', async () => {
    vi.stubGlobal('fetch', answer(200, '[1,2]'))
    const client = createQueryClient()
    await expect(client.fetchQuery({ queryKey: ['/api/leaderboard/weekly'] })).resolves.toEqual([1, 2])
  })
})
