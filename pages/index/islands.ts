// The islands of this page (renderer/islands/): the frame's, and the parts of the home page that run.
import { FRAME_ISLANDS } from '../../renderer/islands/frameIslands.ts'
import type { IslandComponents } from '../../renderer/islands/hydrateIslands.tsx'
import { LiveCounter } from '../../ui/counter/LiveCounter.tsx'
import { EmbedSnippet } from './EmbedSnippet.tsx'
import { EasySetupQr } from './EasySetupQr.tsx'
import { WelcomeBanner } from './WelcomeBanner.tsx'
import { WidgetPreview } from './WidgetPreview.tsx'

export const ISLANDS = {
  ...FRAME_ISLANDS,
  'welcome-banner': WelcomeBanner,
  'widget-preview': WidgetPreview,
  'live-counter': LiveCounter,
  'embed-snippet': EmbedSnippet,
  'easy-setup-qr': EasySetupQr,
} satisfies IslandComponents
