// No answer redirects a visitor off-site: backslashes and doubled slashes, which browsers read as
// another host, are normalised to a path of ours before anything else reads the path.
import { describe, expect, it } from 'vitest'
import { pglite } from '../support/databases.ts'
import { rawRequest } from '../support/rawRequest.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

/** Where a browser on `base` would go for a Location header, read the way browsers read it. */
function destination(location: string, base: string): URL {
  return new URL(location, base)
}

describe('redirects, with the pages served', () => {
  let server!: TestServer
  useTestServer(pglite, (started) => (server = started), {}, { pages: true })

  it.each(['/\\evil.com/', '//evil.com/', '/\\/evil.com', '/\\\\evil.com/fees/', '//evil.com/%2e%2e', '/fees//', '/docs\\embed'])(
    'GET %s redirects, if at all, to a path on this site',
    async (path) => {
      const response = await rawRequest(`${server.url}${path}`)
      const location = response.headers.location
      if (typeof location !== 'string') return expect(response.status).toBeLessThan(500)
      expect(destination(location, server.url).origin).toBe(new URL(server.url).origin)
      expect(location).toMatch(/^\/(?![\\/])/)
    },
  )

  it('sends a backslashed path to its normal form, keeping the query', async () => {
    const response = await rawRequest(`${server.url}/docs\\embed?x=1`)
    expect(response.status).toBe(308)
    expect(response.headers.location).toBe('/docs/embed?x=1')
  })
})
