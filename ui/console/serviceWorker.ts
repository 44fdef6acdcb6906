// Installs the console's service worker (public/sw.js) from the console pages only, in production
// builds: during development Vite serves unbundled modules that must never be cached.
const SERVICE_WORKER_URL = '/sw.js'

export function registerConsoleServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
    console.warn('The console could not install its offline support:', error)
  })
}

/**
 * Deletes the API answers the worker kept for offline use (the `boost-console-api-` caches of
 * public/sw.js): whatever this browser read while signed in goes with the session. Its pages are
 * the signed-out shell and stay.
 */
export async function forgetKeptAnswers(): Promise<void> {
  if (!('caches' in globalThis)) return
  for (const name of await caches.keys()) if (name.startsWith('boost-console-api-')) await caches.delete(name)
}
