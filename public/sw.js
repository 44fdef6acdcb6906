// The creator console's service worker. It keeps the console usable without a network:
// - at install it caches each console page as a visitor who is not signed in sees it, and the
//   built files it loads (the shell);
// - console pages: network first, the cached copy when offline;
// - built files under /assets/ (content-hashed, never change): cache first;
// - the console's API reads: network first, the last answer when offline (never one sent with an
//   Authorization header, never the event stream or CSV).
// Nothing marked no-store is kept, page or API answer: the server marks so everything it made for
// a signed-in creator, which must not outlive their sign-out (the console also empties the API
// cache then). Everything else on the site passes straight through to the network.
// v2: v1 kept pages rendered for a signed-in creator; activating v2 deletes its caches.
// v3: every console page is in the shell (v2 left out /alerts, /webhooks and /account).
const VERSION = 'v3'
const SHELL_CACHE = `boost-console-shell-${VERSION}`
const ASSET_CACHE = 'boost-console-assets'
const API_CACHE = `boost-console-api-${VERSION}`
const CURRENT = [SHELL_CACHE, ASSET_CACHE, API_CACHE]
/** Built files of older deployments pile up; the oldest go beyond this many. */
const MAX_ASSETS = 300

// Every page in the console's sidebar and its account page: each opens offline.
const CONSOLE_PAGES = ['/easy', '/onboard', '/boost', '/analytics', '/alerts', '/webhooks', '/account', '/admin/checklist']
const APP_FILES = [
  '/manifest.webmanifest',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-192.png',
  '/icons/maskable-512.png',
  '/icons/apple-touch-icon.png',
]
const API_READS = [/^\/api\/boost-stats$/, /^\/api\/boost-events$/, /^\/api\/creators\/[^/]+$/, /^\/api\/admin\/checklist$/, /^\/api\/checkout\/limits$/]

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('boost-console-') && !CURRENT.includes(name)) await caches.delete(name)
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  const page = consolePage(url.pathname)
  if (request.mode === 'navigate' && page) return event.respondWith(networkFirst(request, SHELL_CACHE, page))
  if (page && url.pathname.endsWith('.pageContext.json')) return event.respondWith(networkFirst(request, SHELL_CACHE, url.pathname))
  if (url.pathname.startsWith('/assets/')) return event.respondWith(cacheFirst(request, ASSET_CACHE))
  if (APP_FILES.includes(url.pathname)) return event.respondWith(cacheFirst(request, SHELL_CACHE))
  if (API_READS.some((pattern) => pattern.test(url.pathname)) && !request.headers.has('authorization')) {
    return event.respondWith(networkFirst(request, API_CACHE, url.pathname + url.search))
  }
})

/** The console page a path belongs to (its HTML, or the page context Vike fetches on client navigation), or null. */
function consolePage(pathname) {
  const path = pathname.replace(/\/index\.pageContext\.json$|\.pageContext\.json$/, '').replace(/\/+$/, '') || '/'
  return CONSOLE_PAGES.includes(path) ? path : null
}

async function precacheShell() {
  const shell = await caches.open(SHELL_CACHE)
  const assets = await caches.open(ASSET_CACHE)
  await Promise.allSettled(APP_FILES.map((path) => shell.add(path)))
  // A page that is turned off (the demo page in production) answers 404 and is simply not cached.
  await Promise.allSettled(
    CONSOLE_PAGES.map(async (path) => {
      // Without cookies: the shell is the page anyone sees, never one made for whoever is signed in.
      const response = await fetch(path, { credentials: 'omit', cache: 'no-cache' })
      if (!response.ok) return
      const html = await response.clone().text()
      await shell.put(path, response)
      const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]))
      await Promise.allSettled([...files].map(async (file) => (await assets.match(file)) ?? assets.add(file)))
    }),
  )
}

/** The last answer is kept for offline use, unless it says no-store: then the cached copy (a page's signed-out shell) stays. */
async function networkFirst(request, cacheName, key) {
  const cache = await caches.open(cacheName)
  try {
    const response = await fetch(request)
    const storable = !/no-store/i.test(response.headers.get('cache-control') ?? '')
    if (response.ok && storable) await cache.put(key, response.clone())
    return response
  } catch (error) {
    const cached = await cache.match(key)
    if (cached) return cached
    throw error
  }
}

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName)
  const cached = await cache.match(request, { ignoreSearch: true })
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) {
    await cache.put(request, response.clone())
    if (cacheName === ASSET_CACHE) await trim(cache, MAX_ASSETS)
  }
  return response
}

/** Keeps the newest `max` entries: a cache lists its keys in the order they were added. */
async function trim(cache, max) {
  const keys = await cache.keys()
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key)
}
