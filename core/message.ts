// Cleaning and length-checking the optional message a supporter attaches to a boost.

export const MAX_MESSAGE_LENGTH = 280

// Line breaks and tabs would glue words together if removed, so they become spaces.
const CONTROL_WHITESPACE = /[\t\n\v\f\r\u0085]/g
// C0 and C1 controls, DEL, and the bidi overrides/isolates that can make text display reversed.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/** The message with control and bidi-override characters removed and trimmed; null when nothing is left. Does not truncate. */
export function cleanMessage(input: string): string | null {
  const cleaned = input.replace(CONTROL_WHITESPACE, ' ').replace(UNSAFE_CHARACTERS, '').trim()
  return cleaned === '' ? null : cleaned
}

/** Length counts code points, so an emoji counts once. An empty message is valid: it means no message. */
export function isValidMessage(input: string): boolean {
  const cleaned = cleanMessage(input)
  return cleaned === null || [...cleaned].length <= MAX_MESSAGE_LENGTH
}
