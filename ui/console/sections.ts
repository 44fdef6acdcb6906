// The creator console's sections, in sidebar order, each with its "g then key" shortcut: the
// creator's own tools first, then the operator's (connecting creators by id, the demo page, the
// go-live checklist), which leave a creator's console once payments are live.

export type ConsoleSection = {
  path: string
  label: string
  /** The label where room is short (the phone's tab bar). */
  short?: string
  /** A few words under the label in the sidebar and the shortcuts list. */
  hint: string
  /** Pressed after "g". */
  key: string
  icon: 'bolt' | 'card' | 'play' | 'activity' | 'bell' | 'link' | 'shield'
  group: 'creator' | 'operator'
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { path: '/easy', label: 'Easy Setup', short: 'Setup', hint: 'Connect Stripe, get your button', key: 'e', icon: 'bolt', group: 'creator' },
  { path: '/analytics', label: 'Analytics', hint: 'Boosts, revenue and fees', key: 'a', icon: 'activity', group: 'creator' },
  { path: '/alerts', label: 'Alerts', hint: 'Overlay alerts and moderation', key: 'l', icon: 'bell', group: 'creator' },
  { path: '/webhooks', label: 'Webhooks', hint: 'Events to your own server', key: 'w', icon: 'link', group: 'creator' },
  { path: '/onboard', label: 'Onboard', hint: 'Connect a creator by ID', key: 'o', icon: 'card', group: 'operator' },
  { path: '/boost', label: 'Demo', hint: 'Configure and test the widget', key: 'd', icon: 'play', group: 'operator' },
  { path: '/admin/checklist', label: 'Checklist', hint: 'Ready to take real money?', key: 'c', icon: 'shield', group: 'operator' },
]

/**
 * The sections this console shows: the operator's only while payments are in demo mode, or to
 * whoever holds the platform's admin token in this tab (their pages stay at their addresses).
 */
export function shownSections(livePayments: boolean, operator: boolean): readonly ConsoleSection[] {
  return livePayments && !operator ? CONSOLE_SECTIONS.filter((section) => section.group === 'creator') : CONSOLE_SECTIONS
}

/** The section a path belongs to, or null outside the console. */
export function sectionFor(pathname: string): ConsoleSection | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return CONSOLE_SECTIONS.find((section) => path === section.path || path.startsWith(`${section.path}/`)) ?? null
}
