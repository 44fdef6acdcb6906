// Deciding many held messages in one request: all or none, refused for an id that is not the
// creator's to review, harmless when repeated, and, with `playAlerts: false`, shown to fans with
// no alert on the overlays (a backlog approved at once does not flood the stream).
import { describe, expect, it } from 'vitest'
import type { AlertWire, HeldMessage, ReviewManyResult } from '../../core/api/alerts.ts'
import type { BoostEvent } from '../../core/api/ledger.ts'
import { connectDemoCreator } from '../support/creators.ts'
import { testDatabases } from '../support/databases.ts'
import { boostInput } from '../support/fixtures.ts'
import { type TestServer, useTestServer } from '../support/server.ts'
import { connectSse, type SseConnection } from '../support/sse.ts'

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T

describe.each(testDatabases)('POST /api/creators/:id/review on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '1000' })

  const alertsOf = (stream: SseConnection) => stream.events.filter((event) => event.event === 'alert').map((event) => JSON.parse(event.data) as AlertWire)
  const publicMessages = async (creatorId: string) =>
    (await json<BoostEvent[]>(await fetch(`${server.url}/api/boost-events?creatorId=${creatorId}`))).map((boost) => [Number(boost.id), boost.message, boost.messageStatus])

  /** A creator holding messages for review, with `count` held boosts (ids returned oldest first) and an overlay listening. */
  async function heldBacklog(creatorId: string, count: number) {
    const owner = await connectDemoCreator(server, creatorId)
    await owner.request(`/api/creators/${creatorId}/alerts`, { method: 'PUT', body: { holdForReview: true } })
    const overlay = await connectSse(`${server.url}/api/stream/alerts?creatorId=${creatorId}`)
    await overlay.waitFor(1, 'settings')
    const ids: number[] = []
    for (let i = 0; i < count; i++) ids.push((await server.services.ledger.record(boostInput({ creatorId, grossCents: 100 * (i + 1), message: `Message ${i + 1}, see spam.net` }))).event.id)
    const review = (body: unknown) => owner.request(`/api/creators/${creatorId}/review`, { method: 'POST', body })
    return { owner, overlay, ids, review }
  }

  it('approves several at once: fans see them and the overlay alerts each', async () => {
    const { owner, overlay, ids, review } = await heldBacklog('bulk-approve', 3)
    const answer = await review({ boostIds: [ids[0], ids[2]], decision: 'approve' })
    expect(answer.status).toBe(200)
    expect(await json<ReviewManyResult>(answer)).toEqual({ boosts: [{ boostId: ids[0], status: 'shown', changed: true }, { boostId: ids[2], status: 'shown', changed: true }] })
    await overlay.waitFor(2, 'alert')
    expect(alertsOf(overlay).map((alert) => [alert.boostId, alert.message])).toEqual([[ids[0], 'Message 1, see [link removed]'], [ids[2], 'Message 3, see [link removed]']])
    expect(await publicMessages('bulk-approve')).toEqual([[ids[2], 'Message 3, see [link removed]', 'shown'], [ids[1], null, 'held'], [ids[0], 'Message 1, see [link removed]', 'shown']])
    expect((await json<HeldMessage[]>(await owner.request('/api/creators/bulk-approve/review'))).map((held) => held.boostId)).toEqual([ids[1]])
    overlay.close()
  })

  it('approves a backlog without alerts when asked: shown to fans, and the overlay plays nothing for them', async () => {
    const { owner, overlay, ids, review } = await heldBacklog('bulk-quiet', 4)
    const answer = await review({ boostIds: ids.slice(0, 3), decision: 'approve', playAlerts: false })
    expect((await json<ReviewManyResult>(answer)).boosts.map((boost) => [boost.status, boost.changed])).toEqual([['shown', true], ['shown', true], ['shown', true]])
    expect((await publicMessages('bulk-quiet')).filter(([, , status]) => status === 'shown').map(([id]) => id)).toEqual([ids[2], ids[1], ids[0]])
    // Alerts reach an overlay in the order they were decided: once the next one arrives, none came before it.
    await review({ boostIds: [ids[3]], decision: 'approve' })
    await overlay.waitFor(1, 'alert')
    expect(await owner.request('/api/creators/bulk-quiet/alerts/test', { method: 'POST' }).then((response) => response.status)).toBe(200)
    await overlay.waitFor(2, 'alert')
    expect(alertsOf(overlay).map((alert) => [alert.kind, alert.boostId])).toEqual([['boost', ids[3]], ['test', 0]])
    overlay.close()
  })

  it('rejects several at once, never showing them, and still alerts each boost without its words', async () => {
    const { overlay, ids, review } = await heldBacklog('bulk-reject', 2)
    expect((await json<ReviewManyResult>(await review({ boostIds: ids, decision: 'reject' }))).boosts.every((boost) => boost.status === 'rejected')).toBe(true)
    await overlay.waitFor(2, 'alert')
    expect(alertsOf(overlay).map((alert) => [alert.boostId, alert.message])).toEqual([[ids[0], null], [ids[1], null]])
    expect(await publicMessages('bulk-reject')).toEqual([[ids[1], null, 'rejected'], [ids[0], null, 'rejected']])
    overlay.close()
  })

  it('leaves messages decided before as they were, so a repeated request changes nothing', async () => {
    const { overlay, ids, review } = await heldBacklog('bulk-repeat', 3)
    await review({ boostIds: [ids[0]], decision: 'reject', playAlerts: false })
    const first = await json<ReviewManyResult>(await review({ boostIds: ids, decision: 'approve', playAlerts: false }))
    expect(first.boosts).toEqual([
      { boostId: ids[0], status: 'rejected', changed: false },
      { boostId: ids[1], status: 'shown', changed: true },
      { boostId: ids[2], status: 'shown', changed: true },
    ])
    const again = await json<ReviewManyResult>(await review({ boostIds: ids, decision: 'approve' }))
    expect(again.boosts.map((boost) => [boost.status, boost.changed])).toEqual([['rejected', false], ['shown', false], ['shown', false]])
    // Nothing changed, so nothing was alerted: the test alert is the first the overlay hears.
    await server.services.alerts.sendTest('bulk-repeat')
    await overlay.waitFor(1, 'alert')
    expect(alertsOf(overlay).map((alert) => alert.kind)).toEqual(['test'])
    overlay.close()
  })

  it('decides nothing when one id is unknown, another creator’s, or had no message, and names them', async () => {
    const { owner, overlay, ids, review } = await heldBacklog('bulk-refuse', 2)
    const other = await server.services.ledger.record(boostInput({ creatorId: 'bulk-refuse-other', grossCents: 500, message: 'Not yours' }))
    const silent = await server.services.ledger.record(boostInput({ creatorId: 'bulk-refuse', grossCents: 500 }))
    const refused = await review({ boostIds: [ids[0], other.event.id, 999_999, silent.event.id], decision: 'approve' })
    expect(refused.status).toBe(404)
    expect(await refused.json()).toEqual({ error: `No message to review on boosts ${other.event.id}, 999999, ${silent.event.id} of this creator; nothing was decided` })
    const badRequest = async (body: unknown) => {
      const answer = await review(body)
      expect(answer.status).toBe(400)
      return (await json<{ error: string }>(answer)).error
    }
    await expect(badRequest({ boostIds: [], decision: 'approve' })).resolves.toBe('boostIds: must name at least one boost')
    await expect(badRequest({ boostIds: Array.from({ length: 101 }, (_, i) => i + 1), decision: 'approve' })).resolves.toBe('boostIds: must name at most 100 boosts')
    await expect(badRequest({ boostIds: ['x'], decision: 'approve' })).resolves.toBe('boostIds.0: each must be a boost id')
    await expect(badRequest({ boostIds: [ids[0]], decision: 'maybe' })).resolves.toBe('decision: must be approve or reject')
    await expect(badRequest({ boostIds: [ids[0]], decision: 'approve', playAlerts: 'no' })).resolves.toBe('playAlerts: must be true or false')
    expect((await json<HeldMessage[]>(await owner.request('/api/creators/bulk-refuse/review'))).map((held) => held.boostId)).toEqual(ids)
    const stranger = await connectDemoCreator(server, 'bulk-refuse-stranger', 'Stranger')
    expect((await stranger.request('/api/creators/bulk-refuse/review', { method: 'POST', body: { boostIds: ids, decision: 'approve' } })).status).toBe(403)
    expect((await fetch(`${server.url}/api/creators/bulk-refuse/review`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ boostIds: ids, decision: 'approve' }) })).status).toBe(401)
    // The boost without a message alerted as it landed; the held ones stay silent.
    await server.services.alerts.sendTest('bulk-refuse')
    await overlay.waitFor(2, 'alert')
    expect(alertsOf(overlay).map((alert) => [alert.kind, alert.boostId])).toEqual([['boost', silent.event.id], ['test', 0]])
    overlay.close()
  })
})
