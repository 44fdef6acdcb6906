// The frame around every page: header, footer, the navigation pill, the toast
// host and the fans' host (supporter identity, achievement popups). Those last three and the theme
// switch are islands (./islands/), so a page that ships no page script still runs them. Pages that
// read through the query client add ./QueryProvider.tsx as their own Layout.
import { Suspense, useEffect, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { FanHost } from '../ui/fans/FanHost.tsx'
import { trackClicks } from '../ui/productEvents.ts'
import './global.css'
import { Island } from './islands/Island.tsx'
import { NavPill } from './NavPill.tsx'
import { SiteFooter } from './SiteFooter.tsx'
import { SiteHeader } from './SiteHeader.tsx'
import { ToastHost } from './ToastHost.tsx'

export default function Layout({ children }: { children: ReactNode }) {
  const { config } = usePageContext()
  const chrome = config.siteChrome !== false
  useEffect(trackClicks, [])
  return (
    <>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[70] rounded-full bg-fg px-4 py-2 text-sm font-medium text-bg focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
        >
          Skip to content
        </a>
        {chrome ? <SiteHeader /> : null}
        <main id="main" className="flex-1">
          {/* A boundary the server rendered is hydrated after the frame around it, at low priority
              and in slices, so the browser paints and answers input between them instead of
              stalling for the whole page; a click on it before then hydrates it at once. */}
          <Suspense>
            {children}
            <HydratedMark />
          </Suspense>
        </main>
        {chrome ? <SiteFooter /> : null}
      </div>
      {config.navPill !== false ? <Island name="nav-pill" component={NavPill} /> : null}
      <Island name="toasts" component={ToastHost} />
      {chrome ? <Island name="fans" component={FanHost} /> : null}
    </>
  )
}

/** Marks the document once React owns the page (its effects run after the page's own), for tests and for styles that need script. */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
