// Characters no text from a browser may carry into storage or onto a screen: C0 and C1 controls,
// DEL, and the bidirectional overrides and isolates that make text display reversed (U+202E).
// PostgreSQL cannot store NUL at all.

export const UNSAFE_CHARACTERS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu

export const UNSAFE_TEXT_MESSAGE = 'must not contain control characters or text-direction overrides'

export function hasUnsafeCharacters(text: string): boolean {
  // search() ignores the global flag's lastIndex, so the one pattern serves both uses.
  return text.search(UNSAFE_CHARACTERS) !== -1
}
