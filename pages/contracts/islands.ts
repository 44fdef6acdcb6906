// The islands of this page (renderer/islands/): the frame's and the contract interface's code block.
import { FRAME_ISLANDS } from '../../renderer/islands/frameIslands.ts'
import type { IslandComponents } from '../../renderer/islands/hydrateIslands.tsx'
import { CodeBlock } from '../../ui/CodeBlock.tsx'

export const ISLANDS = { ...FRAME_ISLANDS, 'code-block': CodeBlock } satisfies IslandComponents
