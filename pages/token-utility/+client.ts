// Hydrates this page's islands: only the frame's (renderer/islands/).
import { FRAME_ISLANDS } from '../../renderer/islands/frameIslands.ts'
import { hydrateIslands } from '../../renderer/islands/hydrateIslands.tsx'

await hydrateIslands(FRAME_ISLANDS)
