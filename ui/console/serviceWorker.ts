// Installs the console's service worker (public/sw.js) from the console pages only, in production
// builds: during development Vite serves unbundled modules that must never be cached.
const SERVICE_WORKER_URL = '/sw.js'

export function registerConsoleServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
    console.warn('The console could not install its offline support:', error)
  })
}
