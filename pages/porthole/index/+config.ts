import type { Config } from 'vike/types'
import { islandPage } from '../../../renderer/islands/islandPage.ts'

// In index/ (still /porthole) so these settings and ./+client.ts do not pass down to the stream
// overlay in ../overlay/, which hydrates whole. Rendered per request: the porthole opens as its
// address sets it up.
export default {
  ...islandPage,
  title: 'Porthole Counter | Boost',
  description:
    'Live six-digit counters in LED, digital, block, flip and dot styles with green, gold and magenta accents: try them, hear the power-ups, and put one on your stream.',
} satisfies Config
