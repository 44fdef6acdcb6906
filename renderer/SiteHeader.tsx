// The top bar: the mark and the main sections, which a phone reaches through its Menu button. Its
// right side is left free for the navigation pill.
import { usePageContext } from 'vike-react/usePageContext'
import { Logo } from '../ui/Logo.tsx'
import { Island } from './islands/Island.tsx'
import { MAIN_LINKS as LINKS, PhoneMenu } from './PhoneMenu.tsx'

export function SiteHeader() {
  const { urlPathname } = usePageContext()
  const isCurrent = (href: string) => urlPathname === href || urlPathname.startsWith(`${href}/`)
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-bg/85 backdrop-blur-xl backdrop-saturate-150">
      <div className="container-boost flex h-[88px] items-center gap-3 lg:gap-8">
        <a href="/" className="shrink-0 rounded-lg" aria-label="Boost home">
          <Logo />
        </a>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {LINKS.map(({ href, label }) => (
            <a
              key={href}
              href={href}
              aria-current={isCurrent(href) ? 'page' : undefined}
              className="rounded-full px-3 py-1.5 text-sm font-medium text-fg-muted transition-colors hover:text-fg aria-[current=page]:text-fg"
            >
              {label}
            </a>
          ))}
        </nav>
        <Island name="phone-menu" component={PhoneMenu} props={{ current: LINKS.find(({ href }) => isCurrent(href))?.href ?? null }} />
      </div>
    </header>
  )
}
