import { describe, expect, it } from 'vitest'
import { numbered } from './sqlTransaction.ts'

describe('numbered', () => {
  it('numbers ? placeholders in order', () => {
    expect(numbered('select ?, ?::date where a = ? and b in (?, ?)')).toBe('select $1, $2::date where a = $3 and b in ($4, $5)')
  })

  it("leaves question marks inside quoted text, quoted identifiers and comments alone", () => {
    expect(numbered(`select 'why?', "odd?name", 'it''s ?' -- really?\n from t where x = ?`)).toBe(
      `select 'why?', "odd?name", 'it''s ?' -- really?\n from t where x = $1`,
    )
  })

})
