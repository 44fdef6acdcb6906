// This page's islands (renderer/islands/): the frame's and the snippets.
import { FRAME_ISLANDS } from '../../../renderer/islands/frameIslands.ts'
import { hydrateIslands } from '../../../renderer/islands/hydrateIslands.tsx'
import { PublicCodeBlock } from '../../../ui/publicOriginParts.tsx'

await hydrateIslands({ ...FRAME_ISLANDS, 'code-block': PublicCodeBlock })
