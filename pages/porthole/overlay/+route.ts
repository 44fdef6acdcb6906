// The stream overlay shares the porthole's address: `/porthole?overlay=1&…` is this page, ahead of
// the porthole's own route.
import type { PageContext } from 'vike/types'
import { isOverlayRequest } from '../overlayParams.ts'

export default function route(pageContext: PageContext) {
  if (pageContext.urlPathname !== '/porthole' || !isOverlayRequest(pageContext.urlParsed.search)) return false
  return { precedence: 1 }
}
