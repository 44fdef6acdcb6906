// The islands of this page (renderer/islands/): the frame's and the contract interface's code sample.
import { CODE_SAMPLE_ISLANDS } from '../../renderer/islands/CodeSample.tsx'
import { FRAME_ISLANDS } from '../../renderer/islands/frameIslands.ts'
import type { IslandComponents } from '../../renderer/islands/hydrateIslands.tsx'

export const ISLANDS = { ...FRAME_ISLANDS, ...CODE_SAMPLE_ISLANDS } satisfies IslandComponents
