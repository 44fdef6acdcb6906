// "25 Nov 2026, 14:05:09": a delivery's times to the second, in the reader's own time, so attempts
// a few seconds apart can be told apart.
export function formatWhenExact(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' })
}
