// Control characters and text-direction overrides never reach the database: a name that carries
// them is refused with a 400 that says why, a message is cleaned, and a NUL anywhere is refused.
import { describe, expect, it } from 'vitest'
import { testDatabases } from '../support/databases.ts'
import { post } from '../support/http.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

describe.each(testDatabases)('control characters on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started))

  it.each(['a\u0000b', 'a\u0007b', 'line\nbreak', 'evil\u202etxt.exe', 'iso\u2066late\u2069'])(
    'POST /api/creators/:id/stripe/onboard refuses the name %j with a 400 and creates nothing',
    async (name) => {
      const response = await post(server.url, '/api/creators/control-chars/stripe/onboard', { name })
      expect(response.status).toBe(400)
      expect((await response.json()).error).toBe('name: must not contain control characters or text-direction overrides')
      expect(await server.db.query('select id from creator where id = ?', ['control-chars'])).toEqual([])
    },
  )

  it('POST /api/creators/:id/stripe/onboard still takes a name in any script', async () => {
    const response = await post(server.url, '/api/creators/plain-name/stripe/onboard', { name: 'Zoë 日本 🎉' })
    expect(response.status).toBe(200)
    const [row] = await server.db.query<{ name: string }>('select name from creator where id = ?', ['plain-name'])
    expect(row?.name).toBe('Zoë 日本 🎉')
  })

  it('POST /api/checkout stores a message with its control characters removed', async () => {
    const checkout = await (await post(server.url, '/api/checkout', { amount: 5, currency: 'usd', creator_id: 'clean-message', demo: true, message: 'hi\u0000 there\u202e\n!' })).json()
    const [row] = await server.db.query<{ message: string }>('select message from checkout_session where id = ?', [checkout.sessionId])
    expect(row?.message).toBe('hi there !')
  })

  it('refuses a NUL in an email with a 400 naming the field', async () => {
    const response = await post(server.url, '/api/creators/nul-email/stripe/onboard', { name: 'Fine', email: 'a\u0000@example.com' })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(/^email: /)
  })

  it('refuses a NUL even in a field whose schema takes any text', async () => {
    const response = await fetch(`${server.url}/api/creators/nul-token/demo-connect?token=a%00b&returnTo=easy`)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toBe('token: must not contain NUL characters')
  })

  it.each(['/api/boost-stats?creatorId=a%00b', '/api/creators/a%00b', '/api/leaderboard/weekly?limit=%00'])('GET %s answers 400 JSON, not 500', async (path) => {
    const response = await fetch(`${server.url}${path}`)
    expect(response.status).toBe(400)
    expect(typeof (await response.json()).error).toBe('string')
  })
})
