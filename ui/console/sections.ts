// The creator console's sections, in sidebar order, each with its "g then key" shortcut.

export type ConsoleSection = {
  path: string
  label: string
  /** A few words under the label in the sidebar and the shortcuts list. */
  hint: string
  /** Pressed after "g". */
  key: string
  icon: 'bolt' | 'card' | 'play' | 'activity' | 'bell' | 'link' | 'shield'
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { path: '/easy', label: 'Easy Setup', hint: 'Connect Stripe, get your button', key: 'e', icon: 'bolt' },
  { path: '/onboard', label: 'Onboard', hint: 'Connect a creator by ID', key: 'o', icon: 'card' },
  { path: '/boost', label: 'Demo', hint: 'Configure and test the widget', key: 'd', icon: 'play' },
  { path: '/analytics', label: 'Analytics', hint: 'Boosts, revenue and fees', key: 'a', icon: 'activity' },
  { path: '/alerts', label: 'Alerts', hint: 'Overlay alerts and moderation', key: 'l', icon: 'bell' },
  { path: '/webhooks', label: 'Webhooks', hint: 'Events to your own server', key: 'w', icon: 'link' },
  { path: '/admin/checklist', label: 'Checklist', hint: 'Ready to take real money?', key: 'c', icon: 'shield' },
]

/** The section a path belongs to, or null outside the console. */
export function sectionFor(pathname: string): ConsoleSection | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return CONSOLE_SECTIONS.find((section) => path === section.path || path.startsWith(`${section.path}/`)) ?? null
}
