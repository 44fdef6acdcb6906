// Hydrates this page's islands (./islands.ts).
import { hydrateIslands } from '../../../renderer/islands/hydrateIslands.tsx'
import { ISLANDS } from './islands.ts'

await hydrateIslands(ISLANDS)
