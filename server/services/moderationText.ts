// The text moderation reads, made from the text that will be shown: each code point folded to its
// plain look-alike (full-width letters, accents, ideographic dots), so a word or a link written to
// slip past a filter reads as itself. Every code unit read remembers the span of the shown text it
// came from, so a match found in the read text masks exactly that part of what is shown.

export type ReadText = { text: string; starts: number[]; ends: number[] }

export type Span = { start: number; end: number }

// Compatibility forms and accents fold away; the ideographic full stops are dots NFKC keeps.
const MARKS = /\p{M}/gu
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u
const IDEOGRAPHIC_STOPS = /[\u3002\uFF61]/gu

function plainLookAlike(codePoint: string): string {
  if (INVISIBLE.test(codePoint)) return ''
  return codePoint.normalize('NFKD').replace(MARKS, '').normalize('NFKC').replace(IDEOGRAPHIC_STOPS, '.')
}

/** The shown text as moderation reads it: every code point folded to its plain look-alike. */
export function readText(shown: string): ReadText {
  const read: ReadText = { text: '', starts: [], ends: [] }
  let index = 0
  for (const codePoint of shown) {
    const end = index + codePoint.length
    const plain = plainLookAlike(codePoint)
    for (let unit = 0; unit < plain.length; unit++) {
      read.starts.push(index)
      read.ends.push(end)
    }
    read.text += plain
    index = end
  }
  return read
}

/** The read text with each match of a global pattern replaced; a replacement stands for the whole span it covers. */
export function replacedIn(read: ReadText, pattern: RegExp, replacement: string): ReadText {
  const result: ReadText = { text: '', starts: [], ends: [] }
  const keep = (from: number, to: number) => {
    result.text += read.text.slice(from, to)
    result.starts.push(...read.starts.slice(from, to))
    result.ends.push(...read.ends.slice(from, to))
  }
  let copied = 0
  for (const match of read.text.matchAll(pattern)) {
    keep(copied, match.index)
    copied = match.index + match[0].length
    if (copied === match.index) continue
    result.text += replacement
    for (let unit = 0; unit < replacement.length; unit++) {
      result.starts.push(read.starts[match.index]!)
      result.ends.push(read.ends[copied - 1]!)
    }
  }
  keep(copied, read.text.length)
  return result
}

/** The span of the shown text that the read code units from (inclusive) to (exclusive) came from. */
export function shownSpan(read: ReadText, from: number, to: number): Span {
  return { start: read.starts[from]!, end: read.ends[to - 1]! }
}
