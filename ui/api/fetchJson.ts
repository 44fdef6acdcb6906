// The one way the browser calls our API (spec §7): cookies included, JSON in and out, and a
// non-OK answer thrown as an Error whose message is "<status>: <body text or status text>".

export type FetchJsonOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON. */
  body?: unknown
  signal?: AbortSignal
  headers?: Record<string, string>
}

/** GET (or another method) `path` and parse the JSON answer; throws `Error("404: Not found")`-style errors. */
export async function fetchJson<T>(path: string, options: FetchJsonOptions = {}): Promise<T> {
  const response = await request(path, options)
  await throwIfNotOk(response)
  return readJson<T>(response)
}

/** The same, but a 401 answers null instead of throwing: for "who am I" style queries. */
export async function fetchJsonOrNullWhenUnauthorized<T>(path: string, options: FetchJsonOptions = {}): Promise<T | null> {
  const response = await request(path, options)
  if (response.status === 401) return null
  await throwIfNotOk(response)
  return readJson<T>(response)
}

/** POST a JSON body and parse the JSON answer. */
export function postJson<T>(path: string, body?: unknown, options: Omit<FetchJsonOptions, 'method' | 'body'> = {}): Promise<T> {
  return fetchJson<T>(path, { ...options, method: 'POST', body })
}

function request(path: string, { method = 'GET', body, signal, headers }: FetchJsonOptions): Promise<Response> {
  return fetch(path, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  })
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = await response.text().catch(() => '')
  throw new Error(`${response.status}: ${text || response.statusText}`)
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text()
  return (text === '' ? undefined : JSON.parse(text)) as T
}
