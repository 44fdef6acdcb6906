// The footer on every page: the product's sections, the legal pages and the theme switch.
import { usePageContext } from 'vike-react/usePageContext'
import { tracked } from '../ui/productEvents.ts'
import { Logo } from '../ui/Logo.tsx'
import { Island } from './islands/Island.tsx'
import { ThemeToggle } from './ThemeToggle.tsx'

const COLUMNS = [
  {
    title: 'Product',
    links: [
      { href: '/easy', label: 'Easy Setup' },
      { href: '/boost', label: 'Demo' },
      { href: '/porthole', label: 'Porthole Counter' },
      { href: '/leaderboard', label: 'Leaderboard' },
      { href: '/analytics', label: 'Analytics' },
    ],
  },
  {
    title: 'Developers',
    links: [
      { href: '/docs', label: 'Docs' },
      { href: '/docs/embed', label: 'Embed guide' },
      { href: '/api', label: 'API reference' },
      { href: '/contracts', label: 'Smart contracts' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/fees', label: 'Pricing' },
      { href: '/token-utility', label: 'The Future of Boosting' },
      { href: '/terms', label: 'Terms' },
      { href: '/privacy', label: 'Privacy' },
    ],
  },
]

export function SiteFooter() {
  const { year } = usePageContext()
  return (
    <footer className="below-fold mt-24 border-t border-line bg-bg-subtle">
      <div className="container-boost grid grid-cols-2 gap-x-6 gap-y-10 py-14 sm:grid-cols-3 md:grid-cols-[1.4fr_repeat(3,1fr)] md:gap-12">
        <div className="col-span-2 max-w-xs sm:col-span-3 md:col-span-1">
          <a href="/" className="inline-block rounded-lg" aria-label="Boost home">
            <Logo />
          </a>
          <p className="mt-4 text-sm leading-relaxed text-fg-muted">
            Boost your favourite creators with $5, $10 and $20 boosts that land live. Earn XP today; tomorrow, XP becomes more.
          </p>
          <a href="mailto:hello@boost.example" className="mt-4 inline-block text-sm font-medium text-accent-text hover:underline">
            hello@boost.example
          </a>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-xs font-semibold tracking-[0.12em] text-fg-subtle uppercase">{column.title}</h2>
            <ul className="mt-4 grid grid-cols-1 gap-2.5">
              {column.links.map(({ href, label }) => (
                <li key={href}>
                  <a
                    href={href}
                    {...(href === '/easy' ? tracked('footer_easy') : {})}
                    className="text-sm text-fg-muted transition-colors hover:text-fg"
                  >
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="container-boost flex flex-col-reverse items-start justify-between gap-4 py-6 text-xs text-fg-subtle sm:flex-row sm:items-center">
          <p>© {year ?? new Date().getUTCFullYear()} Boost. Card payments by Stripe. Crypto boosts coming soon.</p>
          <Island name="theme-toggle" component={ThemeToggle} />
        </div>
      </div>
    </footer>
  )
}
