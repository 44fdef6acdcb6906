// The islands of this page (renderer/islands/): the frame's, the code samples, the endpoints' copy buttons and the origin in the conventions.
import { CODE_SAMPLE_ISLANDS } from '../../renderer/islands/CodeSample.tsx'
import { FRAME_ISLANDS } from '../../renderer/islands/frameIslands.ts'
import type { IslandComponents } from '../../renderer/islands/hydrateIslands.tsx'
import { PublicOrigin } from '../../ui/publicOriginParts.tsx'

export const ISLANDS = { ...FRAME_ISLANDS, ...CODE_SAMPLE_ISLANDS, origin: PublicOrigin } satisfies IslandComponents
