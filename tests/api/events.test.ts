import { beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../support/databases.ts'
import { boostInput } from '../support/fixtures.ts'
import { identify } from '../support/http.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

type Event = Record<string, unknown> & { id: string; creatorId: string }

const ADMIN_TOKEN = 'a-long-admin-token-123456'
/** The signed creator cookie of earlier versions, which a server still honours (once, carrying it over to a session). */
const LEGACY_COOKIE = 'boost_creator'

describe.each(testDatabases)('boost events on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started))

  async function list(query = ''): Promise<{ events: Event[]; next: string | null }> {
    const response = await fetch(`${server.url}/api/boost-events${query}`)
    expect(response.status).toBe(200)
    return { events: (await response.json()) as Event[], next: response.headers.get('x-next-before') }
  }

  describe('GET /api/boost-events', () => {
    it('lists a boost with its money as integer cent strings and a short supporter label', async () => {
      const supporter = await identify(server.url)
      const { event } = await server.services.ledger.record(
        boostInput({ creatorId: 'shape-creator', supporterId: supporter.supporterId, grossCents: 2000, message: 'Great stream!' }),
      )
      const { events } = await list('?creatorId=shape-creator')
      expect(events).toEqual([
        {
          id: String(event.id),
          creatorId: 'shape-creator',
          channel: 'fiat',
          gross: '2000',
          platformFee: '50',
          processorFee: '88',
          netCreator: '1862',
          currency: 'usd',
          ref: event.ref,
          ts: event.ts.toISOString(),
          message: 'Great stream!',
          messageStatus: 'shown',
          supporterName: null,
          anonymous: false,
          xpAwarded: 200,
          refunded: '0',
          reversed: false,
          dispute: null,
          supporterLabel: supporter.anonId.slice(-6),
          months: null,
          renewal: false,
        },
      ])
    })

    it('lists newest first, leaves out demo boosts, keeps refunded ones marked, and filters by creator', async () => {
      const ledger = server.services.ledger
      const first = await ledger.record(boostInput({ creatorId: 'order-creator', grossCents: 100 }))
      await ledger.record(boostInput({ creatorId: 'order-creator', grossCents: 200, demo: true }))
      const refunded = await ledger.record(boostInput({ creatorId: 'order-creator', grossCents: 300 }))
      await ledger.reverse(refunded.event.ref)
      await ledger.record(boostInput({ creatorId: 'other-creator', grossCents: 400 }))
      const last = await ledger.record(boostInput({ creatorId: 'order-creator', grossCents: 500, channel: 'crypto' }))

      const { events } = await list('?creatorId=order-creator')
      expect(events.map((e) => [e.gross, e.reversed, e.channel])).toEqual([
        ['500', false, 'crypto'],
        ['300', true, 'fiat'],
        ['100', false, 'fiat'],
      ])
      expect(events.map((e) => e.id)).toEqual([last, refunded, first].map((r) => String(r.event.id)))
      expect(events[0]).toMatchObject({ supporterLabel: null, message: null, platformFee: '13', processorFee: '0', netCreator: '487' })

      const everyone = (await list('?limit=500')).events
      expect(everyone.map((e) => Number(e.id))).toEqual(everyone.map((e) => Number(e.id)).sort((a, b) => b - a))
      expect(new Set(everyone.map((e) => e.creatorId))).toEqual(new Set(['shape-creator', 'order-creator', 'other-creator']))
      expect(everyone.some((e) => e.gross === '200')).toBe(false)
    })

    it('pages backwards with `before`, naming the next page in X-Next-Before while pages are full', async () => {
      const ids: string[] = []
      for (let i = 0; i < 5; i++) ids.unshift(String((await server.services.ledger.record(boostInput({ creatorId: 'paging-creator' }))).event.id))
      const page1 = await list('?creatorId=paging-creator&limit=2')
      expect(page1.events.map((e) => e.id)).toEqual(ids.slice(0, 2))
      expect(page1.next).toBe(ids[1])
      const page2 = await list(`?creatorId=paging-creator&limit=2&before=${page1.next}`)
      expect(page2.events.map((e) => e.id)).toEqual(ids.slice(2, 4))
      const page3 = await list(`?creatorId=paging-creator&limit=2&before=${page2.next}`)
      expect(page3.events.map((e) => e.id)).toEqual(ids.slice(4))
      expect(page3.next).toBeNull()
    })

    it('answers 50 events when no limit is given', async () => {
      for (let i = 0; i < 51; i++) await server.services.ledger.record(boostInput({ creatorId: 'many-creator' }))
      const { events, next } = await list('?creatorId=many-creator')
      expect(events).toHaveLength(50)
      expect(next).toBe(events[49]!.id)
    })

    it.each([
      ['limit=0', 'limit: must be a whole number from 1 to 500'],
      ['limit=501', 'limit: must be a whole number from 1 to 500'],
      ['limit=ten', 'limit: must be a whole number from 1 to 500'],
      ['before=abc', 'before: must be a boost event id'],
      ['before=-4', 'before: must be a boost event id'],
      ['creatorId=UPPER%20CASE', 'creatorId: Please enter a valid creator ID: 3-64 lowercase letters, digits, - or _'],
    ])('answers ?%s with a 400 JSON error', async (query, error) => {
      const response = await fetch(`${server.url}/api/boost-events?${query}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error })
    })
  })

  describe('GET /api/boost-events.csv', () => {
    it('downloads the events as CSV with quoting and formula cells neutralised', async () => {
      const supporter = await identify(server.url)
      const ledger = server.services.ledger
      const plain = await ledger.record(boostInput({ creatorId: 'csv-creator', supporterId: supporter.supporterId, grossCents: 2000 }))
      await ledger.record(boostInput({ creatorId: 'csv-creator', message: 'Hello, "world"\nsecond line' }))
      await ledger.record(boostInput({ creatorId: 'csv-creator', message: '=HYPERLINK("http://evil.example","click")' }))
      await ledger.record(boostInput({ creatorId: 'csv-creator', message: '@SUM(A1:A2)' }))
      await ledger.record(boostInput({ creatorId: 'csv-creator', message: '+1 from me, -1 from them' }))
      await ledger.record(boostInput({ creatorId: 'csv-creator', demo: true, message: 'demo' }))

      const response = await fetch(`${server.url}/api/boost-events.csv?creatorId=csv-creator`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="boost-events.csv"')
      const text = await csvText(response)
      expect(text.startsWith('id,ts,creator_id,channel,currency,gross_cents,')).toBe(true)

      const [header, ...rows] = parseCsv(text)
      expect(header).toEqual([
        'id', 'ts', 'creator_id', 'channel', 'currency', 'gross_cents', 'platform_fee_cents', 'processor_fee_cents',
        'net_creator_cents', 'xp_awarded', 'reversed', 'supporter_label', 'ref', 'message', 'refunded_cents', 'dispute',
        'supporter', 'amount_currency', 'gross', 'platform_fee', 'processor_fee', 'net_creator', 'refunded',
      ])
      expect(rows).toHaveLength(5)
      const messages = rows.map((row) => row[13])
      expect(messages).toEqual([
        `'+1 from me, -1 from them`,
        `'@SUM(A1:A2)`,
        // Read without the creator's session: the message in its public form, the link removed.
        `'=HYPERLINK("[link removed]","click")`,
        'Hello, "world"\nsecond line',
        '',
      ])
      expect(rows.at(-1)).toEqual([
        String(plain.event.id), plain.event.ts.toISOString(), 'csv-creator', 'fiat', 'usd', '2000', '50', '88', '1862', '200', 'false',
        supporter.anonId.slice(-6).replace(/^[-=+@]/, "'$&"), plain.event.ref, '', '0', '',
        '', 'USD', '20.00', '0.50', '0.88', '18.62', '0.00',
      ])
      expect(text).toContain(`"'=HYPERLINK(""[link removed]"",""click"")"`)
    })

    it('takes the same filters as the list', async () => {
      const response = await fetch(`${server.url}/api/boost-events.csv?creatorId=paging-creator&limit=2`)
      const [, ...rows] = parseCsv(await csvText(response))
      const { events } = await list('?creatorId=paging-creator&limit=2')
      expect(rows.map((row) => row[0])).toEqual(events.map((e) => e.id))
    })

    it.each(['limit=10001', 'limit=0', 'before=x'])('answers ?%s with a 400 JSON error', async (query) => {
      const response = await fetch(`${server.url}/api/boost-events.csv?${query}`)
      expect(response.status).toBe(400)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    })
  })

  describe('with live payments', () => {
    let live!: TestServer
    useTestServer(database, (started) => (live = started), { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', ADMIN_TOKEN })
    beforeAll(async () => {
      await live.services.ledger.record(boostInput({ creatorId: 'live-creator' }))
    })

    it.each([
      ['no Authorization header', {}],
      ['a wrong token', { authorization: 'Bearer a-long-admin-token-123457' }],
      ['a prefix of the token', { authorization: 'Bearer a-long-admin' }],
      ['the token without the Bearer scheme', { authorization: ADMIN_TOKEN }],
    ])('refuses the list and the CSV with %s', async (_case, headers: Record<string, string>) => {
      for (const path of ['/api/boost-events', '/api/boost-events.csv']) {
        const response = await fetch(`${live.url}${path}`, { headers })
        expect(response.status).toBe(401)
        expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/)
        expect(await response.json()).toEqual({ error: 'Sign in as this creator or use the admin token' })
      }
    })

    it('answers the list and the CSV with the admin token', async () => {
      const headers = { authorization: `Bearer ${ADMIN_TOKEN}` }
      const response = await fetch(`${live.url}/api/boost-events`, { headers })
      expect(response.status).toBe(200)
      expect(((await response.json()) as Event[]).map((e) => e.creatorId)).toEqual(['live-creator'])
      const csv = await fetch(`${live.url}/api/boost-events.csv`, { headers })
      expect(csv.status).toBe(200)
      expect(parseCsv(await csvText(csv))).toHaveLength(2)
    })

    it('answers a creator’s own boosts to their session (here the signed cookie of earlier versions), and nobody else’s', async () => {
      await live.services.ledger.record(boostInput({ creatorId: 'other-live-creator' }))
      const session = live.services.sessions.sign('creator-session', { creators: ['live-creator'], expires: Date.now() + 60_000 })
      const carried = await fetch(`${live.url}/api/boost-events?creatorId=live-creator`, { headers: { cookie: `${LEGACY_COOKIE}=${session}` } })
      expect(carried.status).toBe(200)
      // The cookie of earlier versions works once; the session it became answers from then on.
      const headers = { cookie: sessionCookieOf(carried) }
      const own = await fetch(`${live.url}/api/boost-events?creatorId=live-creator`, { headers })
      expect(own.status).toBe(200)
      expect(((await own.json()) as Event[]).map((e) => e.creatorId)).toEqual(['live-creator'])
      expect((await fetch(`${live.url}/api/boost-events.csv?creatorId=live-creator`, { headers })).status).toBe(200)
      // Signed in, as another creator: known, and not them.
      for (const path of ['/api/boost-events', '/api/boost-events.csv']) {
        const other = await fetch(`${live.url}${path}?creatorId=other-live-creator`, { headers })
        expect(other.status, path).toBe(403)
        expect(await other.json()).toEqual({ error: 'This browser is not signed in as that creator' })
      }
      // Every creator's boosts at once take the admin token, which no session is.
      expect((await fetch(`${live.url}/api/boost-events`, { headers })).status).toBe(401)
      const forged = { cookie: `${LEGACY_COOKIE}=${session.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))}` }
      expect((await fetch(`${live.url}/api/boost-events?creatorId=live-creator`, { headers: forged })).status).toBe(401)
    })

    it('keeps the stats public', async () => {
      const response = await fetch(`${live.url}/api/boost-stats`)
      expect(response.status).toBe(200)
    })
  })

  describe('rendered into /analytics with live payments', () => {
    let live!: TestServer
    useTestServer(database, (started) => (live = started), { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', ADMIN_TOKEN }, { pages: true })

    /** A session for `creators`, carried over from a signed cookie of earlier versions (which works once). */
    async function cookieFor(creators: string[]): Promise<{ cookie: string }> {
      const legacy = live.services.sessions.sign('creator-session', { creators, expires: Date.now() + 60_000 })
      return { cookie: sessionCookieOf(await fetch(`${live.url}/api/me`, { headers: { cookie: `${LEGACY_COOKIE}=${legacy}` } })) }
    }
    async function page(path: string, headers: Record<string, string> = {}): Promise<string> {
      const response = await fetch(`${live.url}${path}`, { headers })
      expect(response.status).toBe(200)
      return response.text()
    }

    it('carries a creator’s boosts to their own session alone, as the events API answers them', async () => {
      const { event: { ref } } = await live.services.ledger.record(boostInput({ creatorId: 'page-creator', grossCents: 1234 }))
      const path = '/analytics?creatorId=page-creator'
      const owner = await cookieFor(['page-creator'])
      const own = await page(path, owner)
      expect(own).toContain(ref)
      // The stats are public, so every view of the page has them; the boosts are not.
      for (const headers of [{}, await cookieFor(['someone-else'])]) {
        const html = await page(path, headers)
        expect(html).toContain('"totalBoosts"')
        expect(html).not.toContain(ref)
      }
      // Every creator's boosts take the admin token, which a page load never carries.
      expect(await page('/analytics?view=platform', owner)).not.toContain(ref)
    })
  })
})

/** The `boost_session=…` pair a response set. */
function sessionCookieOf(response: Response): string {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('boost_session='))?.split(';')[0] ?? ''
}

/** The body after its UTF-8 byte-order mark, which spreadsheets need to read the text as UTF-8. */
async function csvText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(3))
}

/** A strict RFC 4180 reader: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += char
  }
  if (cell !== '' || row.length > 0) throw new Error('CSV does not end with CRLF')
  return rows
}
