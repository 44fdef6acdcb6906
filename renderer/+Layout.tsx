// The frame around every page.
import { useEffect, type ReactNode } from 'react'
import './global.css'

export default function Layout({ children }: { children: ReactNode }) {
  // Marks the document once React owns it, for tests and for styles that need script.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <main id="main">{children}</main>
    </div>
  )
}
