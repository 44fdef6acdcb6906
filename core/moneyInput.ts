// Reading an amount of money as a person types it: "$1,000", "1.000,50", "1 000 €", "19,99",
// "USD 20". Grouping and decimal marks are told apart by where they stand; a currency symbol or
// code is allowed when it is the chosen currency's; anything that could mean two amounts is
// refused in words a person can act on. The goal form and the server both read targets with it.

export type MoneyInput = { cents: number } | { error: string }

// Spaces people (and copied numbers) put between groups or beside a symbol: space, no-break
// space, narrow no-break space, thin space.
const SPACES = /[\s\u00a0\u202f\u2009]+/g
const MARKS = /[.,'’]/
const AMBIGUOUS = 'That amount mixes separators in a way that could mean two amounts: write it as 1000 or 1000.50.'

/** How many minor digits the currency has: 2 for USD and EUR, 0 for JPY, 3 for KWD. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions().maximumFractionDigits ?? 2
}

/** The ways the currency may be named beside the number: its code, and its symbols ("$", "US$", "CA$", "€"); en-GB writes the dollars apart. */
function currencyNames(currency: string): string[] {
  const code = currency.toUpperCase()
  const names = new Set([code])
  for (const [locale, currencyDisplay] of [['en-US', 'symbol'], ['en-GB', 'symbol'], ['en-US', 'narrowSymbol']] as const) {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay }).formatToParts(1)
    const symbol = parts.find((part) => part.type === 'currency')?.value
    if (symbol) names.add(symbol.toUpperCase())
  }
  // Longest first, so "US$" is taken whole rather than leaving "US".
  return [...names].sort((a, b) => b.length - a.length)
}

/** Reads `text` as an amount in `currency`; answers its minor units (cents), or why it cannot. */
export function parseMoney(text: string, currency: string): MoneyInput {
  const code = currency.toUpperCase()
  let rest = text.replace(SPACES, ' ').trim()
  if (!rest) return { error: 'Enter an amount.' }
  if (/^[-−]|[-−]$/.test(rest)) return { error: 'Enter an amount above zero, without a minus sign.' }
  rest = withoutCurrency(rest, currencyNames(currency))
  if (/[^\d.,'’ ]/.test(rest)) return { error: `Enter the amount in ${code} as digits, such as 1,000 or 19.99.` }
  if (!/\d/.test(rest)) return { error: 'Enter an amount.' }
  const digits = minorDigits(currency)
  const split = splitDecimals(rest, digits)
  if ('error' in split) return { error: split.error.replace('{code}', code) }
  const cents = Number(split.whole || '0') * 10 ** digits + Number(split.decimals.padEnd(digits, '0') || '0')
  if (!Number.isSafeInteger(cents)) return { error: 'That amount is too large.' }
  return { cents }
}

/** Takes the currency's symbol or code off either end; a symbol of another currency stays and is refused. */
function withoutCurrency(text: string, names: string[]): string {
  const upper = text.toUpperCase()
  for (const name of names) {
    if (upper.startsWith(name)) return text.slice(name.length).trim()
    if (upper.endsWith(name)) return text.slice(0, -name.length).trim()
  }
  return text
}

type Split = { whole: string; decimals: string } | { error: string }

/**
 * The whole part and the decimals. With two kinds of mark the last is the decimal one
 * ("1.000,50", "1,000.50"); one kind used more than once, or a space, groups thousands ("1,000,000",
 * "1 000"); one mark before exactly three digits groups them too ("1,000", "1.000"), since no
 * supported currency has three decimals; before one or two digits it is the decimal mark ("19,99").
 */
function splitDecimals(text: string, digits: number): Split {
  const marks = [...text].filter((char) => MARKS.test(char) || char === ' ')
  const kinds = new Set(marks)
  const last = marks.at(-1)
  let decimalMark: string | null = null
  if (kinds.size > 1 && last && last !== ' ' && last !== "'" && last !== '’') decimalMark = last
  else if (kinds.size === 1 && marks.length === 1 && (last === '.' || last === ',')) {
    const after = text.slice(text.lastIndexOf(last) + 1)
    const before = text.slice(0, text.lastIndexOf(last))
    if (!(after.length === 3 && /^[1-9]\d{0,2}$/.test(before))) decimalMark = last
  } else if (kinds.size > 1) return { error: AMBIGUOUS }

  const [wholePart, decimals = ''] = decimalMark ? [text.slice(0, text.lastIndexOf(decimalMark)), text.slice(text.lastIndexOf(decimalMark) + 1)] : [text, '']
  if (!/^\d*$/.test(decimals)) return { error: AMBIGUOUS }
  if (decimals.length > digits) {
    return { error: digits === 0 ? '{code} has no decimals: enter a whole amount.' : `{code} has at most ${digits} decimals: enter an amount such as 19.99.` }
  }
  const groups = wholePart.split(/[.,'’ ]/)
  const grouped = groups.length > 1
  if (grouped && !(/^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((group) => /^\d{3}$/.test(group)))) {
    return { error: 'The digits between separators do not make thousands: write the amount as 1000 or 1,000.' }
  }
  const whole = groups.join('')
  if (!whole && !decimals) return { error: 'Enter an amount.' }
  return { whole, decimals }
}
