// The islands of this page (renderer/islands/): the frame's and the fee calculator.
import { FRAME_ISLANDS } from '../../renderer/islands/frameIslands.ts'
import type { IslandComponents } from '../../renderer/islands/hydrateIslands.tsx'
import { FeeCalculator } from '../../ui/FeeCalculator.tsx'

export const ISLANDS = { ...FRAME_ISLANDS, 'fee-calculator': FeeCalculator } satisfies IslandComponents
