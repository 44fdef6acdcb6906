// The islands of the frame around every page (header, footer, the floating parts). A page that
// ships no page script hydrates these and its own: `hydrateIslands({ ...FRAME_ISLANDS, … })`.
import { FanHost } from '../../ui/fans/FanHost.tsx'
import { NavPill } from '../NavPill.tsx'
import { PhoneMenu } from '../PhoneMenu.tsx'
import { ThemeToggle } from '../ThemeToggle.tsx'
import { ToastHost } from '../ToastHost.tsx'
import type { IslandComponents } from './hydrateIslands.tsx'

export const FRAME_ISLANDS = {
  'nav-pill': NavPill,
  'phone-menu': PhoneMenu,
  'theme-toggle': ThemeToggle,
  toasts: ToastHost,
  fans: FanHost,
} satisfies IslandComponents
