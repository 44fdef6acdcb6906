// This page's islands (renderer/islands/): the frame's and the contract interface's code block.
import { FRAME_ISLANDS } from '../../renderer/islands/frameIslands.ts'
import { hydrateIslands } from '../../renderer/islands/hydrateIslands.tsx'
import { CodeBlock } from '../../ui/CodeBlock.tsx'

await hydrateIslands({ ...FRAME_ISLANDS, 'code-block': CodeBlock })
