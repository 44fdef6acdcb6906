// The frame around every page: the tooltip provider, header, footer, the navigation pill, the toast
// host and the fans' host (supporter identity, achievement popups). Pages that read through the
// query client add ./QueryProvider.tsx as their own Layout.
import { useEffect, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { FanHost } from '../ui/fans/FanHost.tsx'
import { TooltipProvider } from '../ui/Tooltip.tsx'
import './global.css'
import { NavPill } from './NavPill.tsx'
import { SiteFooter } from './SiteFooter.tsx'
import { SiteHeader } from './SiteHeader.tsx'
import { ToastHost } from './ToastHost.tsx'

export default function Layout({ children }: { children: ReactNode }) {
  const { config } = usePageContext()
  const chrome = config.siteChrome !== false
  // Marks the document once React owns it, for tests and for styles that need script.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <TooltipProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[70] rounded-full bg-fg px-4 py-2 text-sm font-medium text-bg focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
        >
          Skip to content
        </a>
        {chrome ? <SiteHeader /> : null}
        <main id="main" className="flex-1">
          {children}
        </main>
        {chrome ? <SiteFooter /> : null}
      </div>
      {config.navPill !== false ? <NavPill /> : null}
      <ToastHost />
      {chrome ? <FanHost /> : null}
    </TooltipProvider>
  )
}
