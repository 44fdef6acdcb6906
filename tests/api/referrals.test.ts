import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { REFERRAL_CODE_PATTERN } from '../../core/ids.ts'
import { REFERRAL_BONUS_XP, REFERRAL_BONUSES_PER_WEEK, REFERRAL_MIN_FIRST_BOOST_CENTS } from '../../core/xp.ts'
import { testDatabases } from '../support/databases.ts'
import { boostInput } from '../support/fixtures.ts'
import { identify, post } from '../support/http.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

describe.each(testDatabases)('POST /api/referrals/create on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started))

  const newSupporter = async (ref?: string) => (await identify(server.url, ref)).supporterId
  async function create(supporterId: unknown) {
    const response = await post(server.url, '/api/referrals/create', { supporterId })
    return { status: response.status, body: await response.json() }
  }
  async function referralCount() {
    const [row] = await server.db.query<{ n: unknown }>('select count(*) as n from referral')
    return Number(row?.n)
  }

  it('creates a code and a link to the leaderboard, and answers the same on every later call', async () => {
    const supporterId = await newSupporter()
    const first = await create(supporterId)
    expect(first.status).toBe(200)
    expect(first.body.code).toMatch(REFERRAL_CODE_PATTERN)
    expect(first.body.code).toHaveLength(8)
    expect(first.body).toEqual({ code: first.body.code, url: `${server.url}/leaderboard?ref=${first.body.code}`, activations: 0 })
    expect(await create(supporterId)).toEqual(first)
  })

  it('creates one code when several requests for one supporter arrive at once', async () => {
    const supporterId = await newSupporter()
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(supporterId)))
    expect(new Set(answers.map((answer) => answer.body.code)).size).toBe(1)
    expect(await server.db.query('select code from referral where supporter_id = ?', [supporterId])).toHaveLength(1)
  })

  it('gives different supporters different codes', async () => {
    const codes = await Promise.all(Array.from({ length: 5 }, async () => (await create(await newSupporter())).body.code))
    expect(new Set(codes).size).toBe(5)
  })

  it('counts an activation, and credits the referrer 50 XP, once a referred supporter boosts', async () => {
    const referrerId = await newSupporter()
    const { code } = (await create(referrerId)).body
    const referredId = await newSupporter(code)
    expect((await create(referrerId)).body.activations).toBe(0)
    await server.services.ledger.record(boostInput({ supporterId: referredId, referralCode: code }))
    await server.services.ledger.record(boostInput({ supporterId: referredId, referralCode: code }))
    expect((await create(referrerId)).body.activations).toBe(1)
    const summary = await (await fetch(`${server.url}/api/gamification/summary?supporterId=${referrerId}`)).json()
    expect(summary).toMatchObject({ xpTotal: 50, referral: { code, activations: 1 } })
  })

  it('credits the referrer when a new supporter’s first boost carries the code as the checkout’s ref', async () => {
    const referrerId = await newSupporter()
    const { code } = (await create(referrerId)).body
    const friendId = await newSupporter()
    const checkout = await (await post(server.url, '/api/checkout', { creator_id: 'ref-creator', demo: true, amount: 5, currency: 'usd', supporter_id: friendId, ref: code.toLowerCase() })).json()
    expect((await post(server.url, `/api/checkout/demo/${checkout.sessionId}/complete`)).status).toBe(200)
    expect((await create(referrerId)).body.activations).toBe(1)
    const summary = await (await fetch(`${server.url}/api/gamification/summary?supporterId=${referrerId}`)).json()
    expect(summary).toMatchObject({ xpTotal: REFERRAL_BONUS_XP })
    // A supporter who had boosted before cannot be claimed by a code on a later checkout.
    const regularId = await newSupporter()
    await server.services.ledger.record(boostInput({ supporterId: regularId }))
    await server.services.ledger.record(boostInput({ supporterId: regularId, referralCode: code }))
    expect((await create(referrerId)).body.activations).toBe(1)
  })

  it('cannot be farmed: throw-away supporters’ $1 first boosts pay nothing, and a referrer earns at most the week’s cap', async () => {
    const referrerId = await newSupporter()
    const { code } = (await create(referrerId)).body
    const xp = async () => (await (await fetch(`${server.url}/api/gamification/summary?supporterId=${referrerId}`)).json()).xpTotal
    for (let i = 0; i < 10; i++) await server.services.ledger.record(boostInput({ supporterId: await newSupporter(code), grossCents: 100 }))
    expect(await xp()).toBe(0)
    expect((await create(referrerId)).body.activations).toBe(0)
    for (let i = 0; i < REFERRAL_BONUSES_PER_WEEK + 3; i++) {
      await server.services.ledger.record(boostInput({ supporterId: await newSupporter(code), grossCents: REFERRAL_MIN_FIRST_BOOST_CENTS }))
    }
    expect(await xp()).toBe(REFERRAL_BONUSES_PER_WEEK * REFERRAL_BONUS_XP)
    expect((await create(referrerId)).body.activations).toBe(REFERRAL_BONUSES_PER_WEEK)
    const [weekly] = await server.db.query<{ xp: unknown }>('select xp from weekly_xp where supporter_id = ?', [referrerId])
    expect(Number(weekly!.xp)).toBe(REFERRAL_BONUSES_PER_WEEK * REFERRAL_BONUS_XP)
  })

  it('answers an unknown supporter with a 404 JSON error and creates nothing', async () => {
    const before = await referralCount()
    expect(await create(randomUUID())).toEqual({ status: 404, body: { error: 'Unknown supporter' } })
    expect(await referralCount()).toBe(before)
  })

  it.each([
    ['no supporterId', undefined],
    ['a supporterId that is not a UUID', 'supporter-1'],
    ['a numeric supporterId', 7],
  ])('answers %s with a 400 JSON error and creates nothing', async (_case, supporterId) => {
    const before = await referralCount()
    expect(await create(supporterId)).toEqual({ status: 400, body: { error: 'supporterId: must be a supporter id (a UUID)' } })
    expect(await referralCount()).toBe(before)
  })
})
