import { describe, expect, it } from 'vitest'
import { parseBoostDetails } from './boostMessage.ts'

describe('parseBoostDetails', () => {
  it('reads a stream boost message', () => {
    const data = JSON.stringify({
      boostId: 7,
      creatorId: 'maya',
      amount: 1000,
      xpAwarded: 100,
      currency: 'USD',
      message: '<b>gg</b>',
      supporterLabel: 'Ab_9-z',
      ref: 'cs_1',
      ts: '2025-08-04T10:00:00.000Z',
    })
    expect(parseBoostDetails(data)).toEqual({
      boostId: 7,
      creatorId: 'maya',
      amount: 1000,
      xpAwarded: 100,
      currency: 'usd',
      supporterLabel: 'Ab_9-z',
      message: '<b>gg</b>',
    })
  })

  it('keeps a boost without supporter or message, and refuses what is not a boost', () => {
    expect(parseBoostDetails('{"amount":500,"xpAwarded":50,"supporterLabel":null,"message":""}')).toMatchObject({ supporterLabel: null, message: null, currency: 'usd' })
    expect(parseBoostDetails('{"boostsCount":3}')).toBeNull()
    expect(parseBoostDetails('not json')).toBeNull()
    expect(parseBoostDetails('null')).toBeNull()
  })
})
