// This page's islands (renderer/islands/): the frame's and the fee calculator.
import { FRAME_ISLANDS } from '../../renderer/islands/frameIslands.ts'
import { hydrateIslands } from '../../renderer/islands/hydrateIslands.tsx'
import { FeeCalculator } from '../../ui/FeeCalculator.tsx'

await hydrateIslands({ ...FRAME_ISLANDS, 'fee-calculator': FeeCalculator })
