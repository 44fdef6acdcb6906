// The islands of this page (renderer/islands/): the frame's, the code samples, the endpoints' copy buttons and the origin in the conventions.
import { FRAME_ISLANDS } from '../../renderer/islands/frameIslands.ts'
import type { IslandComponents } from '../../renderer/islands/hydrateIslands.tsx'
import { PublicCodeBlock, PublicCopyButton, PublicOrigin } from '../../ui/publicOriginParts.tsx'

export const ISLANDS = { ...FRAME_ISLANDS, 'code-block': PublicCodeBlock, 'copy-button': PublicCopyButton, origin: PublicOrigin } satisfies IslandComponents
