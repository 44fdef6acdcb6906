// The islands of this page (renderer/islands/): the frame's and the snippets.
import { FRAME_ISLANDS } from '../../../renderer/islands/frameIslands.ts'
import type { IslandComponents } from '../../../renderer/islands/hydrateIslands.tsx'
import { PublicCodeBlock } from '../../../ui/publicOriginParts.tsx'

export const ISLANDS = { ...FRAME_ISLANDS, 'code-block': PublicCodeBlock } satisfies IslandComponents
