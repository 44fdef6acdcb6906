// How the forms a person fills in name their fields in error messages: a body schema registered
// here is refused in plain sentences ("The target must be between $1.00 and $1,000,000.00."),
// not with the field's path ("target: must be…"). A message that is already a sentence (starts
// with a capital) stands as it is.
import { z } from './zod.ts'

export const fieldLabels = z.registry<Record<string, string>>()

/** One issue of a body as a person reads it: its field's label and the message as a sentence. */
export function plainMessage(labels: Record<string, string>, path: readonly PropertyKey[], message: string): string | null {
  if (/^[A-Z]/.test(message)) return message
  const label = Object.hasOwn(labels, String(path[0])) ? labels[String(path[0])] : undefined
  if (!label) return null
  return `${label} ${message}${/[.!?]$/.test(message) ? '' : '.'}`
}
