// The islands of this page (renderer/islands/): the frame's, the share buttons, the goal with the
// last boosts, and the widget. The live part reads the creator through the visit's query client.
import { FRAME_ISLANDS } from '../../../renderer/islands/frameIslands.ts'
import type { IslandComponents } from '../../../renderer/islands/hydrateIslands.tsx'
import { withQueryClient } from '../../../renderer/QueryProvider.tsx'
import { CreatorLive } from './CreatorLive.tsx'
import { CreatorShare } from './CreatorShare.tsx'
import { CreatorWidget } from './CreatorWidget.tsx'

export const ISLANDS = {
  ...FRAME_ISLANDS,
  'creator-share': CreatorShare,
  'creator-live': withQueryClient(CreatorLive),
  'creator-widget': CreatorWidget,
} satisfies IslandComponents
