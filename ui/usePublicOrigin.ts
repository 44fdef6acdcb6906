// The origin visitors reach us on, for snippets and links they copy elsewhere. Prerendered HTML
// cannot know it, so it says http://localhost:3000 until the page hydrates.
import { useEffect, useState } from 'react'

/** What a prerendered page says in place of the origin; islands swap it for the real one (./publicOriginParts.tsx). */
export const PRERENDER_ORIGIN = 'http://localhost:3000'

export function usePublicOrigin(): string {
  const [origin, setOrigin] = useState(PRERENDER_ORIGIN)
  useEffect(() => setOrigin(window.location.origin), [])
  return origin
}
