// The ordered routes the navigation pill steps through, and a route's neighbours in that order.

export const NAV_ROUTES = [
  { path: '/', title: 'Home' },
  { path: '/easy', title: 'Easy Setup' },
  { path: '/boost', title: 'Demo' },
  { path: '/porthole', title: 'Porthole Counter' },
  { path: '/leaderboard', title: 'Leaderboard' },
  { path: '/docs', title: 'Documentation' },
  { path: '/analytics', title: 'Analytics' },
  { path: '/fees', title: 'Pricing' },
  { path: '/terms', title: 'Terms' },
  { path: '/privacy', title: 'Privacy' },
  { path: '/onboard', title: 'Onboard' },
] as const

type NavRoute = (typeof NAV_ROUTES)[number]

/** Back and forward targets for the pill; off the list there are none, but home is always offered. */
export function navNeighbours(pathname: string): { previous?: NavRoute; next?: NavRoute; showHome: boolean } {
  const index = NAV_ROUTES.findIndex((route) => route.path === pathname)
  if (index === -1) return { showHome: true }
  const previous = NAV_ROUTES[index - 1]
  const next = NAV_ROUTES[index + 1]
  return {
    ...(previous && { previous }),
    ...(next && { next }),
    showHome: pathname !== '/',
  }
}
