// A manage link's token, when it has the shape of one; anything else is a 404 at once. Whether the
// token opens a monthly boost is the API's to say, asked by the page.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { NOT_FOUND } from './notFound.ts'

const MANAGE_TOKEN = /^[A-Za-z0-9_-]{32}$/

export function data(pageContext: PageContextServer) {
  const token = pageContext.routeParams.token ?? ''
  if (!MANAGE_TOKEN.test(token)) throw render(404, NOT_FOUND)
  return { token }
}

export type Data = ReturnType<typeof data>
