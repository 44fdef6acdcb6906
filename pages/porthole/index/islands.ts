// The islands of this page (renderer/islands/): the frame's and the porthole.
import { FRAME_ISLANDS } from '../../../renderer/islands/frameIslands.ts'
import type { IslandComponents } from '../../../renderer/islands/hydrateIslands.tsx'
import { Porthole } from './Porthole.tsx'

export const ISLANDS = { ...FRAME_ISLANDS, porthole: Porthole } satisfies IslandComponents
