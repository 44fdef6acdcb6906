// This page's islands (renderer/islands/): the frame's and the porthole.
import { FRAME_ISLANDS } from '../../../renderer/islands/frameIslands.ts'
import { hydrateIslands } from '../../../renderer/islands/hydrateIslands.tsx'
import { Porthole } from './Porthole.tsx'

await hydrateIslands({ ...FRAME_ISLANDS, porthole: Porthole })
