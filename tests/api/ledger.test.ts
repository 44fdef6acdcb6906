import { describe, expect, it } from 'vitest'
import { weekKey } from '../../core/week.ts'
import { readStats } from '../../server/services/stats.ts'
import { testDatabases } from '../support/databases.ts'
import { boostInput, createSupporter, refundedOnly } from '../support/fixtures.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

describe.each(testDatabases)('the ledger on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started))
  const ledger = () => server.services.ledger
  const db = () => server.db

  async function supporterXp(id: string) {
    const [row] = await db().query<{ xp_total: unknown }>('select xp_total from supporter where id = ?', [id])
    return Number(row?.xp_total)
  }
  async function weeklyXp(id: string) {
    const rows = await db().query<{ xp: unknown }>('select xp from weekly_xp where supporter_id = ?', [id])
    return rows.reduce((sum, row) => sum + Number(row.xp), 0)
  }

  describe('recordBoost', () => {
    it('records the event with the fees of the spec and credits XP, weekly XP and the counters', async () => {
      const supporter = await createSupporter(db())
      const before = await readStats(db(), 'fee-creator')
      const result = await ledger().record(boostInput({ creatorId: 'fee-creator', supporterId: supporter.id, grossCents: 2000, message: 'Great stream!' }))
      expect(result.created).toBe(true)
      expect(result.event).toMatchObject({ grossCents: 2000, processorFeeCents: 88, platformFeeCents: 50, netCents: 1862, xpAwarded: 200, message: 'Great stream!' })
      expect(result.supporterXp).toEqual({ before: 0, after: 200 })
      expect(await supporterXp(supporter.id)).toBe(200)
      const [week] = await db().query<{ week_start: unknown; xp: unknown }>('select week_start, xp from weekly_xp where supporter_id = ?', [supporter.id])
      expect(Number(week?.xp)).toBe(200)
      expect(new Date(week?.week_start as string).toISOString().slice(0, 10)).toBe(weekKey(result.event.ts))
      const after = await readStats(db(), 'fee-creator')
      expect(after.boostsCount - before.boostsCount).toBe(1)
      expect(Number(after.totalGross) - Number(before.totalGross)).toBe(2000)
      expect(Number(after.totalPlatformFees) - Number(before.totalPlatformFees)).toBe(50)
      expect(Number(after.totalNet) - Number(before.totalNet)).toBe(1862)
      expect(after.lastEvent).toMatchObject({ boostId: result.event.id, amount: 2000, xpAwarded: 200 })
    })

    it('splits a crypto boost 97.5% to the creator and 2.5% to the treasury', async () => {
      const { event } = await ledger().record(boostInput({ channel: 'crypto', grossCents: 2000 }))
      expect(event).toMatchObject({ platformFeeCents: 50, processorFeeCents: 0, netCents: 1950 })
    })

    it('records a ref once: a second call returns the original and changes nothing', async () => {
      const supporter = await createSupporter(db())
      const input = boostInput({ supporterId: supporter.id, grossCents: 1000 })
      const first = await ledger().record(input)
      const stats = await readStats(db())
      const second = await ledger().record({ ...input, grossCents: 9999 })
      expect(second.created).toBe(false)
      expect(second.event).toEqual(first.event)
      expect(await readStats(db())).toEqual(stats)
      expect(await supporterXp(supporter.id)).toBe(100)
    })

    it('records one boost when 50 calls with the same ref arrive at once', async () => {
      const supporter = await createSupporter(db())
      const input = boostInput({ creatorId: 'concurrent-creator', supporterId: supporter.id, grossCents: 700 })
      const results = await Promise.all(Array.from({ length: 50 }, () => ledger().record(input)))
      expect(results.filter((result) => result.created)).toHaveLength(1)
      expect(new Set(results.map((result) => result.event.id)).size).toBe(1)
      const stats = await readStats(db(), 'concurrent-creator')
      expect(stats.boostsCount).toBe(1)
      expect(stats.revenueCents).toBe(700)
      expect(await supporterXp(supporter.id)).toBe(70)
      expect(await weeklyXp(supporter.id)).toBe(70)
    })

    it('moves no public number for a demo boost', async () => {
      const supporter = await createSupporter(db())
      const stats = await readStats(db())
      const result = await ledger().record(boostInput({ supporterId: supporter.id, demo: true }))
      expect(result.created).toBe(true)
      expect(await readStats(db())).toEqual(stats)
      expect(await supporterXp(supporter.id)).toBe(0)
    })

    it('credits the referrer 50 XP the first time a referred supporter boosts, and only then', async () => {
      const referrer = await createSupporter(db())
      const code = `R${Date.now().toString(36).toUpperCase()}`.slice(0, 12)
      await db().query('insert into referral (code, supporter_id, activations, created_at) values (?, ?, 0, now())', [code, referrer.id])
      const referred = await createSupporter(db(), { referredByCode: code })
      const first = await ledger().record(boostInput({ supporterId: referred.id, referralCode: code }))
      expect(first.referral).toEqual({ code, referrerId: referrer.id, bonusXp: 50 })
      const second = await ledger().record(boostInput({ supporterId: referred.id, referralCode: code }))
      expect(second.referral).toBeUndefined()
      expect(await supporterXp(referrer.id)).toBe(50)
      expect(await weeklyXp(referrer.id)).toBe(50)
      const [referral] = await db().query<{ activations: unknown }>('select activations from referral where code = ?', [code])
      expect(Number(referral?.activations)).toBe(1)
    })
  })

  describe('reverseBoost', () => {
    it('restores every number and keeps the event, marked reversed', async () => {
      const supporter = await createSupporter(db())
      const stats = await readStats(db(), 'refund-creator')
      const { event } = await ledger().record(boostInput({ creatorId: 'refund-creator', supporterId: supporter.id, grossCents: 5000 }))
      const reversed = await ledger().reverse(event.ref)
      expect(reversed.status).toBe('reversed')
      const after = await readStats(db(), 'refund-creator')
      expect({ ...after, lastEvent: null }).toEqual({ ...stats, lastEvent: null, byCurrency: { usd: refundedOnly(5000) }, lastAdjustmentId: expect.any(Number) })
      expect(await supporterXp(supporter.id)).toBe(0)
      expect(await weeklyXp(supporter.id)).toBe(0)
      const [row] = await db().query<{ reversed_at: unknown }>('select reversed_at from boost_event where ref = ?', [event.ref])
      expect(row?.reversed_at).not.toBeNull()
      expect((await ledger().reverse(event.ref)).status).toBe('already-reversed')
    })

    it('keeps a refund that arrives before its payment and applies it when the payment arrives', async () => {
      const supporter = await createSupporter(db())
      const input = boostInput({ creatorId: 'early-refund', supporterId: supporter.id })
      expect(await ledger().reverse(input.ref)).toEqual({ status: 'pending' })
      const stats = await readStats(db(), 'early-refund')
      const recorded = await ledger().record(input)
      expect(recorded.created).toBe(true)
      expect(recorded.event.reversedAt).not.toBeNull()
      expect(await readStats(db(), 'early-refund')).toEqual({ ...stats, byCurrency: { usd: refundedOnly(input.grossCents) } })
      expect(await supporterXp(supporter.id)).toBe(0)
    })
  })

  it('keeps the counters equal to the sum of the events that stand, after a random mix', async () => {
    const creatorId = `mix-${database.name}`
    const supporters = await Promise.all(Array.from({ length: 5 }, () => createSupporter(db())))
    const refs: string[] = []
    for (let i = 0; i < 60; i++) {
      const action = Math.random()
      if (action < 0.7 || refs.length === 0) {
        const input = boostInput({
          creatorId,
          supporterId: Math.random() < 0.8 ? supporters[i % 5]!.id : null,
          channel: Math.random() < 0.8 ? 'fiat' : 'crypto',
          grossCents: 100 + Math.floor(Math.random() * 20_000),
        })
        refs.push(input.ref)
        await ledger().record(input)
        if (Math.random() < 0.2) await ledger().record(input)
      } else {
        await ledger().reverse(refs[Math.floor(Math.random() * refs.length)]!)
      }
    }
    const [sums] = await db().query<Record<string, unknown>>(
      `select count(*) as boosts, coalesce(sum(gross_cents), 0) as gross, coalesce(sum(platform_fee_cents), 0) as platform,
         coalesce(sum(net_cents), 0) as net, coalesce(sum(xp_awarded), 0) as xp
       from boost_event where creator_id = ? and reversed_at is null and demo = false`,
      [creatorId],
    )
    const stats = await readStats(db(), creatorId)
    expect(stats.boostsCount).toBe(Number(sums?.boosts))
    expect(stats.totalGross).toBe(String(Number(sums?.gross)))
    expect(stats.totalPlatformFees).toBe(String(Number(sums?.platform)))
    expect(stats.totalNet).toBe(String(Number(sums?.net)))
    expect(stats.xpTotal).toBe(Number(sums?.xp))
    for (const supporter of supporters) {
      const [own] = await db().query<{ xp: unknown }>(
        'select coalesce(sum(xp_awarded), 0) as xp from boost_event where supporter_id = ? and reversed_at is null and demo = false',
        [supporter.id],
      )
      expect(await supporterXp(supporter.id)).toBe(Number(own?.xp))
      expect(await weeklyXp(supporter.id)).toBe(Number(own?.xp))
    }
  })
})
