import { describe, expect, it } from 'vitest'
import { rankLook, tierLook } from './badgeLook.ts'

describe('tierLook', () => {
  it('dresses tier 1 in gold, 2 in silver and 3 in bronze', () => {
    expect(tierLook(1)).toMatchObject({ color: 'gold', icon: 'sparkles' })
    expect(tierLook(2)).toMatchObject({ color: 'silver', icon: 'trophy' })
    expect(tierLook(3)).toMatchObject({ color: 'bronze', icon: 'medal' })
  })
})

describe('rankLook', () => {
  it('gives the podium its metals and everyone else none', () => {
    expect(rankLook('Champion')?.color).toBe('gold')
    expect(rankLook('Runner-up')?.color).toBe('silver')
    expect(rankLook('Third Place')?.color).toBe('bronze')
    expect(rankLook('Top 10')).toBeNull()
    expect(rankLook('Booster')).toBeNull()
  })
})
