import { describe, expect, it } from 'vitest'
import { numbered } from './rawSql.ts'

describe('numbered', () => {
  it('numbers ? placeholders in order', () => {
    expect(numbered('select ?, ?::date where a = ? and b in (?, ?)')).toBe('select $1, $2::date where a = $3 and b in ($4, $5)')
  })

  it('leaves question marks inside quoted text, quoted identifiers and line comments alone', () => {
    expect(numbered(`select 'why?', "odd?name", 'it''s ?' -- really?\n from t where x = ?`)).toBe(
      `select 'why?', "odd?name", 'it''s ?' -- really?\n from t where x = $1`,
    )
  })

  it('leaves question marks inside block comments and dollar-quoted bodies alone', () => {
    expect(numbered('select /* a? */ ? , $$b?$$, $fn$ c ? $fn$, ?')).toBe('select /* a? */ $1 , $$b?$$, $fn$ c ? $fn$, $2')
  })

  it('reads a dollar sign followed by a digit as no quote', () => {
    expect(numbered("select '$1', ?")).toBe("select '$1', $1")
  })
})
