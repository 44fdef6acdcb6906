// A browser's cookies, for API tests that act as one: every request sends what earlier answers
// set, and every answer's Set-Cookie is kept (or cleared, by Max-Age=0), as a browser does.

export type CookieJar = {
  /** fetch() against `baseUrl`, with this jar's cookies and a same-origin Origin, as our own pages send. */
  request(path: string, init?: { method?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>
  cookie(name: string): string | undefined
  set(name: string, value: string): void
  clear(): void
}

export function cookieJar(baseUrl: string): CookieJar {
  const cookies = new Map<string, string>()
  return {
    async request(path, { method = 'GET', body, headers = {} } = {}) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          origin: baseUrl,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookies.size > 0 ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      for (const header of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = header.split(';')
        const [name = '', value = ''] = pair.split('=')
        if (attributes.some((attribute) => attribute.trim().toLowerCase() === 'max-age=0')) cookies.delete(name)
        else cookies.set(name, value)
      }
      return response
    },
    cookie: (name) => cookies.get(name),
    set: (name, value) => void cookies.set(name, value),
    clear: () => cookies.clear(),
  }
}
