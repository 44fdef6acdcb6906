import { describe, expect, it } from 'vitest'
import { NAV_ROUTES, navNeighbours } from './routes.ts'

describe('NAV_ROUTES', () => {
  it('lists the 11 routes of the spec in order', () => {
    expect(NAV_ROUTES.map((route) => route.path)).toEqual([
      '/',
      '/easy',
      '/boost',
      '/porthole',
      '/leaderboard',
      '/docs',
      '/analytics',
      '/fees',
      '/terms',
      '/privacy',
      '/onboard',
    ])
    expect(NAV_ROUTES.map((route) => route.title)).toEqual([
      'Home',
      'Easy Setup',
      'Demo',
      'Porthole Counter',
      'Leaderboard',
      'Documentation',
      'Analytics',
      'Pricing',
      'Terms',
      'Privacy',
      'Onboard',
    ])
  })
})

describe('navNeighbours', () => {
  it('has no previous route and no home button on the first route', () => {
    expect(navNeighbours('/')).toEqual({ next: { path: '/easy', title: 'Easy Setup' }, showHome: false })
  })

  it('has both neighbours and a home button in the middle of the list', () => {
    expect(navNeighbours('/porthole')).toEqual({
      previous: { path: '/boost', title: 'Demo' },
      next: { path: '/leaderboard', title: 'Leaderboard' },
      showHome: true,
    })
  })

  it('has no next route on the last route', () => {
    expect(navNeighbours('/onboard')).toEqual({ previous: { path: '/privacy', title: 'Privacy' }, showHome: true })
  })

  it('has no neighbours but shows home on a path outside the list', () => {
    expect(navNeighbours('/token-utility')).toEqual({ showHome: true })
    expect(navNeighbours('/boost/success')).toEqual({ showHome: true })
    expect(navNeighbours('')).toEqual({ showHome: true })
  })

  it('matches paths exactly', () => {
    expect(navNeighbours('/Easy')).toEqual({ showHome: true })
  })
})
