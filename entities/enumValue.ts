// Enum columns read by hand-written SQL come back as plain text: each is read back as one of its
// entity's values, so a value outside them is caught where it is read.
export function enumValue<const Values extends readonly string[]>(values: Values, value: unknown): Values[number] {
  if (typeof value === 'string' && values.includes(value)) return value
  throw new TypeError(`${String(value)} is none of ${values.join(', ')}`)
}
