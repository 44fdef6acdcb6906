import { describe, expect, it } from 'vitest'
import { plainMessage } from './fieldLabels.ts'

const LABELS = { target: 'The target', endsAt: 'The end date' }

describe('plainMessage', () => {
  it('names the field in words and ends the sentence', () => {
    expect(plainMessage(LABELS, ['target'], 'must be between $1.00 and $1,000,000.00')).toBe('The target must be between $1.00 and $1,000,000.00.')
    expect(plainMessage(LABELS, ['endsAt'], 'must be in the future')).toBe('The end date must be in the future.')
  })

  it('keeps a message that is already a sentence as it is', () => {
    expect(plainMessage(LABELS, ['target'], 'Enter an amount.')).toBe('Enter an amount.')
  })

  it('leaves a field it has no label for to the usual format', () => {
    expect(plainMessage(LABELS, ['title'], 'must not be empty')).toBeNull()
    expect(plainMessage(LABELS, [], 'must be an object')).toBeNull()
  })
})
