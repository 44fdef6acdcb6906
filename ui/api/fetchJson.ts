// The one way the browser calls our API: cookies included, JSON in and out, and a
// non-OK answer thrown as an Error whose message is "<status>: <body text or status text>".

/** Query-string parameters; null, undefined and '' are left out. */
type QueryParams = Record<string, string | number | null | undefined>

type FetchJsonOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON. */
  body?: unknown
  query?: QueryParams
  signal?: AbortSignal
  headers?: Record<string, string>
}

/** GET (or another method) `path` and parse the JSON answer; throws `Error("404: Not found")`-style errors. */
export async function fetchJson<T>(path: string, options: FetchJsonOptions = {}): Promise<T> {
  return (await fetchJsonWithHeaders<T>(path, options)).body
}

/** The same, with the answer's headers: for lists that put the next page's cursor in one. */
export async function fetchJsonWithHeaders<T>(path: string, options: FetchJsonOptions = {}): Promise<{ body: T; headers: Headers }> {
  const response = await request(path, options)
  await throwIfNotOk(response)
  return { body: await readJson<T>(response), headers: response.headers }
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

/** A file to download (CSV), with the same errors. */
export async function fetchBlob(path: string, options: Omit<FetchJsonOptions, 'body'> = {}): Promise<Blob> {
  const response = await request(path, options)
  await throwIfNotOk(response)
  return response.blob()
}

/** `withQuery('/api/boost-stats', { creatorId: 'maya' })` is `/api/boost-stats?creatorId=maya`. */
export function withQuery(path: string, query: QueryParams = {}): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') search.set(name, String(value))
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

function request(path: string, { method = 'GET', body, query, signal, headers }: FetchJsonOptions): Promise<Response> {
  return fetch(withQuery(path, query), {
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
