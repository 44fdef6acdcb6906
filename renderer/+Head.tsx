// Tags every page's <head> carries.
import faviconUrl from '../assets/favicon.svg'
import { THEME_BOOT_SCRIPT } from './theme.ts'

export default function Head() {
  return (
    <>
      <meta name="color-scheme" content="light dark" />
      <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content="#09080d" media="(prefers-color-scheme: dark)" />
      <meta property="og:site_name" content="Boost" />
      <link rel="icon" href={faviconUrl} type="image/svg+xml" />
      <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
    </>
  )
}
