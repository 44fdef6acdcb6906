import { describe, expect, it } from 'vitest'
import { minorDigits, parseMoney } from './moneyInput.ts'

describe('parseMoney', () => {
  it.each([
    ['$1,000', 'usd', 100000],
    ['1.000,50', 'eur', 100050],
    ['1,000.50', 'usd', 100050],
    ['1 000,50 €', 'eur', 100050],
    ['1\u202f000,50\u00a0€', 'eur', 100050],
    ["1'000.50", 'usd', 100050],
    ['€5', 'eur', 500],
    ['5 €', 'eur', 500],
    ['£19.99', 'gbp', 1999],
    ['19,99', 'eur', 1999],
    ['5,5', 'eur', 550],
    ['USD 20', 'usd', 2000],
    ['20 usd', 'usd', 2000],
    ['US$20', 'usd', 2000],
    ['CA$25', 'cad', 2500],
    ['$25', 'cad', 2500],
    ['A$25', 'aud', 2500],
    ['1,000', 'usd', 100000],
    ['1.000', 'eur', 100000],
    // Three digits after one mark are thousands: no supported currency has three decimals.
    ['19.999', 'eur', 1999900],
    ['1,000,000', 'usd', 100000000],
    ['1.000.000,5', 'eur', 100000050],
    ['1 000', 'usd', 100000],
    ['500', 'usd', 50000],
    ['007.10', 'usd', 710],
    ['.5', 'usd', 50],
    ['5.', 'usd', 500],
    ['  30  ', 'usd', 3000],
  ])('reads %j in %s as %i minor units', (text, currency, cents) => {
    expect(parseMoney(text, currency)).toEqual({ cents })
  })

  it('reads zero-decimal currencies in whole units', () => {
    expect(minorDigits('jpy')).toBe(0)
    expect(parseMoney('¥1,000', 'jpy')).toEqual({ cents: 1000 })
    expect(parseMoney('1.000', 'jpy')).toEqual({ cents: 1000 })
    expect(parseMoney('1.5', 'jpy')).toEqual({ error: 'JPY has no decimals: enter a whole amount.' })
  })

  it.each([
    ['', 'Enter an amount.'],
    ['   ', 'Enter an amount.'],
    ['$', 'Enter an amount.'],
    ['.', 'Enter an amount.'],
    ['-5', 'Enter an amount above zero, without a minus sign.'],
    ['abc', 'Enter the amount in USD as digits, such as 1,000 or 19.99.'],
    ['1e3', 'Enter the amount in USD as digits, such as 1,000 or 19.99.'],
    ['+5', 'Enter the amount in USD as digits, such as 1,000 or 19.99.'],
    ['€5', 'Enter the amount in USD as digits, such as 1,000 or 19.99.'],
    ['1.2.3', 'The digits between separators do not make thousands: write the amount as 1000 or 1,000.'],
    ['1,00,000', 'The digits between separators do not make thousands: write the amount as 1000 or 1,000.'],
    ['12,34.56', 'The digits between separators do not make thousands: write the amount as 1000 or 1,000.'],
    ["1'5", 'The digits between separators do not make thousands: write the amount as 1000 or 1,000.'],
    ['1.5 000', 'That amount mixes separators in a way that could mean two amounts: write it as 1000 or 1000.50.'],
    ['0,500', 'USD has at most 2 decimals: enter an amount such as 19.99.'],
    ['19.9999', 'USD has at most 2 decimals: enter an amount such as 19.99.'],
    ['99999999999999999', 'That amount is too large.'],
  ])('refuses %j in plain words', (text, error) => {
    expect(parseMoney(text, 'usd')).toEqual({ error })
  })
})
