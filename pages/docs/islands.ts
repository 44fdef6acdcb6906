// The islands of this page (renderer/islands/): the frame's, the code samples and the overlay URL builder.
import { FRAME_ISLANDS } from '../../renderer/islands/frameIslands.ts'
import type { IslandComponents } from '../../renderer/islands/hydrateIslands.tsx'
import { PublicCodeBlock, PublicOverlayUrlBuilder } from '../../ui/publicOriginParts.tsx'

export const ISLANDS = { ...FRAME_ISLANDS, 'code-block': PublicCodeBlock, 'overlay-url-builder': PublicOverlayUrlBuilder } satisfies IslandComponents
