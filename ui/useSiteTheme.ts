// The theme the visitor picked with the site's toggle (html[data-theme]), or auto for the system's,
// so a widget preview matches the page around it.
import { useEffect, useState } from 'react'

type SiteTheme = 'light' | 'dark' | 'auto'

export function useSiteTheme(): SiteTheme {
  const [theme, setTheme] = useState<SiteTheme>('auto')
  useEffect(() => {
    const root = document.documentElement
    const read = () => setTheme(root.dataset.theme === 'light' || root.dataset.theme === 'dark' ? root.dataset.theme : 'auto')
    read()
    const observer = new MutationObserver(read)
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] })
    return () => observer.disconnect()
  }, [])
  return theme
}
