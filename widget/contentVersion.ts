// The version of a built widget file: its content hash. The widget build puts the checkout module's
// into boost.js, and the server answers ?v=<it> as immutable, so both must compute it alike.
import { createHash } from 'node:crypto'

export function contentVersion(code: string | Uint8Array): string {
  return createHash('sha256').update(code).digest('hex').slice(0, 12)
}
