// Settings shared by every page: React, the shell, and which pages are prerendered.
import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  title: 'Boost: support the creators you love',
  description: 'Send $5, $10 and $20 boosts that show up instantly, earn XP and badges, and climb the weekly leaderboard.',
  lang: 'en',
  // Pages opt in with `prerender: true`; the rest render on the server per request.
  prerender: { enable: null, partial: true, keepDistServer: true },
} satisfies Config
