// The top bar: the mark and the main sections. Its right side is left free for the navigation pill.
import { usePageContext } from 'vike-react/usePageContext'
import { Logo } from '../ui/Logo.tsx'

const LINKS = [
  { href: '/docs', label: 'Docs' },
  { href: '/api', label: 'API' },
  { href: '/fees', label: 'Pricing' },
  { href: '/leaderboard', label: 'Leaderboard' },
  { href: '/easy', label: 'For creators' },
]

export function SiteHeader() {
  const { urlPathname } = usePageContext()
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-bg/85 backdrop-blur-xl backdrop-saturate-150">
      <div className="container-boost flex h-[88px] items-center gap-8">
        <a href="/" className="shrink-0 rounded-lg" aria-label="Boost home">
          <Logo />
        </a>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {LINKS.map(({ href, label }) => {
            const current = urlPathname === href || urlPathname.startsWith(`${href}/`)
            return (
              <a
                key={href}
                href={href}
                aria-current={current ? 'page' : undefined}
                className="rounded-full px-3 py-1.5 text-sm font-medium text-fg-muted transition-colors hover:text-fg aria-[current=page]:text-fg"
              >
                {label}
              </a>
            )
          })}
        </nav>
      </div>
    </header>
  )
}
