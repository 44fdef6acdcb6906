// The frame around every page.
import type { ReactNode } from 'react'
import './global.css'

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <main id="main">{children}</main>
    </div>
  )
}
