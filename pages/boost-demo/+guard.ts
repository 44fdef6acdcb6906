// /boost-demo is the demo page's older address (the success and cancel pages still link to it):
// a permanent redirect to /boost, query string kept.
import { redirect } from 'vike/abort'
import type { PageContext } from 'vike/types'

export function guard(pageContext: PageContext) {
  throw redirect(`/boost${pageContext.urlParsed.searchOriginal ?? ''}`, 301)
}
