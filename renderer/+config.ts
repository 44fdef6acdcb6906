// Settings shared by every page: React, the shell, and which pages are prerendered.
import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  title: 'Boost: support the creators you love',
  description: 'Send $5, $10 and $20 boosts that show up instantly, earn XP and badges, and climb the weekly leaderboard.',
  lang: 'en',
  // The signed-in creator's summary, for the console shell's account block; the server's year, for the footer; whether payments are live.
  passToClient: ['me', 'year', 'livePayments'],
  // Pages opt in with `prerender: true`; the rest render on the server per request.
  prerender: { enable: null, partial: true, keepDistServer: true },
  meta: {
    // A page that must stand alone (a stream overlay, a hosted-checkout look-alike) sets these to false.
    siteChrome: { env: { server: true, client: true } },
    navPill: { env: { server: true, client: true } },
  },
} satisfies Config

declare global {
  namespace Vike {
    interface Config {
      /** Header and footer around the page; default true. */
      siteChrome?: boolean
      /** The floating navigation pill; default true. */
      navPill?: boolean
    }
  }
}
