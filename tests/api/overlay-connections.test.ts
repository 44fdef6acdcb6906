// The console's list of a creator's overlays: each overlay browser by the view it shows, live while
// its alert stream is open, reconnecting once it is lost, and live again when it is back.
import { describe, expect, it } from 'vitest'
import type { AlertStatusWire } from '../../core/api/alerts.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { testDatabases } from '../support/databases.ts'
import { type TestServer, useTestServer } from '../support/server.ts'
import { connectSse } from '../support/sse.ts'

const OBS = 'obs-browser-0123456789abcdef'

describe.each(testDatabases)('GET /api/creators/:id/alerts/status on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '1000' })

  it('lists each overlay live, then reconnecting once its stream is lost, then live again', async () => {
    const owner = await connectDemoCreator(server, 'overlay-list')
    const listed = async () => ((await owner.request('/api/creators/overlay-list/alerts/status').then((response) => response.json())) as AlertStatusWire).list
    const open = async (view: string) => {
      const stream = await connectSse(`${server.url}/api/stream/alerts?creatorId=overlay-list&overlayId=${OBS}&view=${view}`)
      await stream.waitFor(1, 'settings')
      return stream
    }
    expect(await listed()).toEqual([])
    const goal = await open('goal')
    const counter = await open('boosts')
    await expect.poll(async () => (await listed()).map(({ overlay, view, state }) => [overlay, view, state]).sort()).toEqual([
      ['cdef', 'boosts', 'live'],
      ['cdef', 'goal', 'live'],
    ])
    expect((await owner.request('/api/creators/overlay-list/alerts/status').then((response) => response.json())) as AlertStatusWire).toMatchObject({ overlays: 1 })

    goal.close()
    await expect.poll(async () => (await listed()).map(({ view, state }) => [view, state])).toEqual([
      ['boosts', 'live'],
      ['goal', 'reconnecting'],
    ])
    const back = await open('goal')
    await expect.poll(async () => (await listed()).every((overlay) => overlay.state === 'live')).toBe(true)
    back.close()
    counter.close()
  })

  it('refuses an overlay stream with an unknown view', async () => {
    const response = await fetch(`${server.url}/api/stream/alerts?creatorId=overlay-list&view=banner`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'view: must be one of boosts, xp, revenue, goal' })
  })
})
