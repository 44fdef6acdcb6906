// Tags every page's <head> carries.
import { usePageContext } from 'vike-react/usePageContext'
import faviconUrl from '../assets/favicon.svg'
import { VISITED_BOOT_SCRIPT } from '../pages/index/WelcomeBanner.tsx'
import { THEME_BOOT_SCRIPT } from './theme.ts'

export default function Head() {
  // Rendered pages allow it by their nonce; prerendered ones have none and allow it by its hash.
  const { cspNonce } = usePageContext()
  return (
    <>
      <meta name="color-scheme" content="light dark" />
      <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content="#09080d" media="(prefers-color-scheme: dark)" />
      <meta property="og:site_name" content="Boost" />
      <link rel="icon" href={faviconUrl} type="image/svg+xml" />
      <script nonce={cspNonce ?? undefined} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT + VISITED_BOOT_SCRIPT }} />
    </>
  )
}
