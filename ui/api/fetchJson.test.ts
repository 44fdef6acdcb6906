import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchBlob, fetchJson, fetchJsonOrNullWhenUnauthorized, fetchJsonWithHeaders, postJson, withQuery } from './fetchJson.ts'
import { createQueryClient } from './queryClient.ts'

function answer(status: number, body: string, statusText = '', headers: Record<string, string> = {}) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body === '' ? null : body, { status, statusText, headers }))
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

describe('withQuery', () => {
  it('adds the parameters that have a value as a query string', () => {
    expect(withQuery('/api/leaderboard/weekly')).toBe('/api/leaderboard/weekly')
    expect(withQuery('/api/gamification/summary', { supporterId: 's 1', creatorId: undefined, before: null, limit: 25, q: '' })).toBe(
      '/api/gamification/summary?supporterId=s+1&limit=25',
    )
  })
})

describe('fetchJsonWithHeaders', () => {
  it('answers the parsed body with the headers, and sends the query string', async () => {
    const fetch = answer(200, '[]', '', { 'X-Next-Before': '42' })
    vi.stubGlobal('fetch', fetch)
    const { body, headers } = await fetchJsonWithHeaders('/api/boost-events', { query: { limit: 25 } })
    expect(body).toEqual([])
    expect(headers.get('X-Next-Before')).toBe('42')
    expect(fetch.mock.calls[0]![0]).toBe('/api/boost-events?limit=25')
  })
})

describe('fetchBlob', () => {
  it('answers the file and throws "<status>: <body text>" like the rest', async () => {
    vi.stubGlobal('fetch', answer(200, 'id,amount\n'))
    await expect((await fetchBlob('/api/boost-events.csv')).text()).resolves.toBe('id,amount\n')
    vi.stubGlobal('fetch', answer(401, '{"error":"admin token required"}'))
    await expect(fetchBlob('/api/boost-events.csv')).rejects.toThrow('401: {"error":"admin token required"}')
  })
})

describe('createQueryClient', () => {
  it('has the spec defaults: no retry, no refetch on focus, never stale', () => {
    const queries = createQueryClient().getDefaultOptions().queries!
    expect(queries.retry).toBe(false)
    expect(queries.refetchOnWindowFocus).toBe(false)
    expect(queries.staleTime).toBe(Number.POSITIVE_INFINITY)
  })
})
