// Characters no text from a browser may carry into storage or onto a screen: C0 and C1 controls,
// DEL, and the bidirectional overrides and isolates that make text display reversed (U+202E).
// PostgreSQL cannot store NUL at all.

export const UNSAFE_CHARACTERS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu

export const UNSAFE_TEXT_MESSAGE = 'must not contain control characters or text-direction overrides'

export function hasUnsafeCharacters(text: string): boolean {
  // search() ignores the global flag's lastIndex, so the one pattern serves both uses.
  return text.search(UNSAFE_CHARACTERS) !== -1
}

// Code points a screen draws as nothing (zero-width spaces, joiners, soft hyphens, variation
// selectors, tag characters...), which can hide inside a word. A joiner between two emoji and a
// presentation selector after one are kept: they only shape the emoji, never split a word.
const INVISIBLE = /(?<!\p{Extended_Pictographic}\p{Emoji_Modifier}?)\uFE0F|(?<!\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F)?)\u200D|\u200D(?!\p{Extended_Pictographic})|(?!\u200D|\uFE0F)\p{Default_Ignorable_Code_Point}/gu

/** The text without the code points that display as nothing, emoji joined by them left whole. */
export function withoutInvisibles(text: string): string {
  return text.replace(INVISIBLE, '')
}
