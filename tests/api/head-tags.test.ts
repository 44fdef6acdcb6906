// Every page's <head> names each OpenGraph, Twitter and other meta tag once (a tag written both by
// the frame and by a page would be read twice by link previews, or the wrong one first), and the
// footer's year is the server's.
import { describe, expect, it } from 'vitest'
import { connectDemoCreator } from '../support/creators.ts'
import { testDatabases } from '../support/databases.ts'
import { type TestServer, useTestServer } from '../support/server.ts'

const PAGES = [
  '/',
  '/easy',
  '/boost',
  '/porthole',
  '/leaderboard',
  '/analytics',
  '/docs',
  '/docs/embed',
  '/api',
  '/contracts',
  '/fees',
  '/terms',
  '/privacy',
  '/token-utility',
  '/signin',
  '/account',
  '/onboard',
  '/alerts',
  '/webhooks',
  '/me',
  '/subscriptions',
  '/no-such-page',
]

/** The meta tags of a page's head, each as its property or name, with its media when it has one. */
function metaKeys(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'))
  return [...head.matchAll(/<meta\s[^>]*>/g)].flatMap(([tag]) => {
    const key = /\s(?:property|name)="([^"]+)"/.exec(tag)?.[1]
    if (!key) return []
    const media = /\smedia="([^"]+)"/.exec(tag)?.[1]
    return [media ? `${key} ${media}` : key]
  })
}

const duplicates = (keys: string[]) => keys.filter((key, index) => keys.indexOf(key) !== index)

describe.each(testDatabases)('page heads on $name', (database) => {
  let server!: TestServer
  useTestServer(database, (started) => (server = started), { RATE_LIMIT_PER_MINUTE: '1000' }, { pages: true })

  it('names no meta tag twice on any page, a creator’s page included', async () => {
    await connectDemoCreator(server, 'head-maya')
    for (const path of [...PAGES, '/c/head-maya']) {
      const html = await (await fetch(`${server.url}${path}`)).text()
      const keys = metaKeys(html)
      expect(keys, path).toContain('og:site_name')
      expect(duplicates(keys), path).toEqual([])
    }
  })

  it('writes the current year in the footer', async () => {
    await connectDemoCreator(server, 'head-year')
    const year = new Date().getUTCFullYear()
    for (const path of ['/c/head-year', '/leaderboard', '/']) {
      expect(await (await fetch(`${server.url}${path}`)).text(), path).toContain(`© <!-- -->${year}<!-- --> Boost.`)
    }
  })
})
