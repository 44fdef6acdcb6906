import { createHmac } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'
import { signWebhook } from './webhookRequest.ts'
import { retryDelayMs } from './webhookWorker.ts'

describe('retryDelayMs', () => {
  it('waits the base first, twice as long each later time, up to 6 hours, with at most a tenth more', () => {
    for (const [attempts, expected] of [[1, 5000], [2, 10_000], [3, 20_000], [13, 5000 * 2 ** 12], [14, 6 * 3600_000], [40, 6 * 3600_000]] as const) {
      const delay = retryDelayMs(attempts, 5000)
      expect(delay, `after attempt ${attempts}`).toBeGreaterThanOrEqual(expected)
      expect(delay, `after attempt ${attempts}`).toBeLessThanOrEqual(expected * 1.1)
    }
  })

  it('keeps retrying for 3 days in about 23 attempts from a 5 s base', () => {
    let elapsed = 0
    let attempts = 0
    while (elapsed < 3 * 86_400_000) elapsed += Math.min(5000 * 2 ** attempts++, 6 * 3600_000)
    expect(attempts).toBeGreaterThan(15)
    expect(attempts).toBeLessThan(30)
  })
})

describe('signWebhook', () => {
  const secret = `whsec_${Buffer.from('a secret of twenty-four!').toString('base64')}`

  it('signs id.timestamp.body with the secret’s decoded bytes, as v1,<base64>', () => {
    const expected = createHmac('sha256', Buffer.from('a secret of twenty-four!')).update('msg_1.1700000000.{"a":1}').digest('base64')
    expect(signWebhook(secret, 'msg_1', 1700000000, '{"a":1}')).toBe(`v1,${expected}`)
  })

  it('is accepted by the standardwebhooks package', () => {
    const timestamp = Math.floor(Date.now() / 1000)
    const body = '{"type":"boost.created"}'
    const headers = { 'webhook-id': 'msg_7', 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(secret, 'msg_7', timestamp, body) }
    expect(new Webhook(secret).verify(body, headers)).toEqual({ type: 'boost.created' })
  })
})
