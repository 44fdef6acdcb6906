// Every island's component. Imported as one: the frame's islands are on every such page, and
// loading each on demand would split them out of the chunks the pages that hydrate whole share.
import type { ComponentType } from 'react'
import { FanHost } from '../../ui/fans/FanHost.tsx'
import { FeeCalculator } from '../../ui/FeeCalculator.tsx'
import { NavPill } from '../NavPill.tsx'
import { ThemeToggle } from '../ThemeToggle.tsx'
import { ToastHost } from '../ToastHost.tsx'

export const ISLAND_COMPONENTS = {
  'nav-pill': NavPill,
  'theme-toggle': ThemeToggle,
  toasts: ToastHost,
  fans: FanHost,
  'fee-calculator': FeeCalculator,
} satisfies Record<string, ComponentType>

export type IslandName = keyof typeof ISLAND_COMPONENTS
