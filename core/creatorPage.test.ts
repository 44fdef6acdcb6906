import { describe, expect, it } from 'vitest'
import { hasMarkup, initialsOf, isProfileColor } from './creatorPage.ts'

describe('creator page rules', () => {
  it('takes two initials from a name or an id', () => {
    expect(initialsOf('Maya Lin')).toBe('ML')
    expect(initialsOf('creator-7x')).toBe('C7')
    expect(initialsOf('theo')).toBe('TH')
    expect(initialsOf('')).toBe('?')
    expect(initialsOf('Nova Bright')).toBe('NB')
    expect(initialsOf('Ana "The Artist" & Co')).toBe('AT')
    expect(initialsOf('“Quoted”')).toBe('QU')
  })

  it('refuses angle brackets as markup', () => {
    expect(hasMarkup('<b>hi</b>')).toBe(true)
    expect(hasMarkup('5 > 4')).toBe(true)
    expect(hasMarkup('Tom & Jerry’s “mic”')).toBe(false)
  })

  it('knows its colours only', () => {
    expect(isProfileColor('teal')).toBe(true)
    expect(isProfileColor('toString')).toBe(false)
    expect(isProfileColor('#ff0000')).toBe(false)
  })
})
