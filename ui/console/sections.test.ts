import { describe, expect, it } from 'vitest'
import { CONSOLE_SECTIONS, shownSections } from './sections.ts'

describe('shownSections', () => {
  const paths = (livePayments: boolean, operator: boolean) => shownSections(livePayments, operator).map((section) => section.path)

  it('shows the creator’s tools first, then the operator’s, while payments are in demo mode', () => {
    expect(paths(false, false)).toEqual(['/easy', '/analytics', '/alerts', '/webhooks', '/onboard', '/boost', '/admin/checklist'])
  })

  it('hides the operator’s pages from a creator once payments are live, and shows them to whoever holds the admin token', () => {
    expect(paths(true, false)).toEqual(['/easy', '/analytics', '/alerts', '/webhooks'])
    expect(paths(true, true)).toEqual(CONSOLE_SECTIONS.map((section) => section.path))
  })
})
