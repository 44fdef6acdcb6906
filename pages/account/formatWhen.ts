// "25 Nov 2026, 14:05": when a passkey or session was made or used, in the reader's own time.
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
}
