// The islands of this page (renderer/islands/): the frame's, the code samples and the overlay URL builder.
import { CODE_SAMPLE_ISLANDS } from '../../renderer/islands/CodeSample.tsx'
import { FRAME_ISLANDS } from '../../renderer/islands/frameIslands.ts'
import type { IslandComponents } from '../../renderer/islands/hydrateIslands.tsx'
import { PublicOverlayUrlBuilder } from '../../ui/publicOriginParts.tsx'

export const ISLANDS = { ...FRAME_ISLANDS, ...CODE_SAMPLE_ISLANDS, 'overlay-url-builder': PublicOverlayUrlBuilder } satisfies IslandComponents
