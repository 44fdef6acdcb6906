// Every page's context gets the year from the server's clock: the footer's "©" reads it, and the
// browser hydrates with the same year the server wrote, whatever the visitor's clock says. Pages
// rendered per request also get PUBLIC_URL (prerendered ones have no server to ask).
import type { PageContextServer } from 'vike/types'

export function onCreatePageContext(pageContext: PageContextServer) {
  pageContext.year = new Date().getUTCFullYear()
  // Absent while prerendering.
  const services = pageContext.services as PageContextServer['services'] | undefined
  if (services) pageContext.publicUrl = services.config.publicUrl
}
