// Cleaning and length-checking the optional message a supporter attaches to a boost.
import { UNSAFE_CHARACTERS } from './text.ts'

export const MAX_MESSAGE_LENGTH = 280

// Line breaks and tabs would glue words together if removed, so they become spaces.
const CONTROL_WHITESPACE = /[\t\n\v\f\r\u0085]/g

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
