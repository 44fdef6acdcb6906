// Reading the errors ui/api/fetchJson throws: "<status>: <body>" when the server answered, anything
// else (a TypeError from fetch) when it could not be reached.

const ANSWERED = /^(\d{3}): ([\s\S]*)$/

/**
 * The server's own message, `{"error": "..."}`, or null when there is none: a proxy's page, a bare
 * status text or a network failure say nothing a person can act on.
 */
export function serverErrorText(error: unknown): string | null {
  const match = error instanceof Error ? ANSWERED.exec(error.message) : null
  if (!match) return null
  const body = match[2]!.trim()
  try {
    const parsed: unknown = JSON.parse(body)
    const message = parsed && typeof parsed === 'object' ? (parsed as { error?: unknown }).error : undefined
    return typeof message === 'string' && message.trim() ? message : null
  } catch {
    return null
  }
}

/** The HTTP status of an answered request, or null when the server was never reached. */
export function errorStatus(error: unknown): number | null {
  const match = error instanceof Error ? ANSWERED.exec(error.message) : null
  return match ? Number(match[1]) : null
}

/** True when the request never got an answer: offline, DNS, a dropped connection. */
export function isNetworkError(error: unknown): boolean {
  return errorStatus(error) === null
}
