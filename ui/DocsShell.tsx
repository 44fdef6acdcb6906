// The frame of the documentation and legal pages: a header, a sticky sidebar with the sibling
// guides and this page's sections, and a readable column.
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

type TocEntry = { id: string; label: string }

const GUIDES = [
  { href: '/docs', label: 'Documentation' },
  { href: '/docs/embed', label: 'Embed guide' },
  { href: '/api', label: 'API reference' },
  { href: '/contracts', label: 'Smart contracts' },
  { href: '/fees', label: 'Pricing' },
]

const LEGAL = [
  { href: '/terms', label: 'Terms of Service' },
  { href: '/privacy', label: 'Privacy Policy' },
]

export function DocsShell({
  eyebrow,
  title,
  lead,
  toc,
  section = 'guides',
  meta,
  children,
}: {
  eyebrow: string
  title: string
  lead?: ReactNode
  toc: TocEntry[]
  /** Which sibling pages the sidebar lists. */
  section?: 'guides' | 'legal'
  /** A line under the lead, e.g. "Last updated August 2025". */
  meta?: ReactNode
  children: ReactNode
}) {
  const { urlPathname } = usePageContext()
  const siblings = section === 'legal' ? LEGAL : GUIDES
  return (
    <div className="relative">
      <div className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-grid opacity-60" aria-hidden="true" />
      <div className="container-boost grid grid-cols-1 gap-10 pt-14 pb-8 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-16 lg:pt-20">
        <aside className="hidden lg:block">
          <div className="sticky top-32 grid grid-cols-1 gap-8 text-sm">
            <nav aria-label={section === 'legal' ? 'Legal' : 'Guides'}>
              <p className="mb-3 text-xs font-semibold tracking-[0.12em] text-fg-subtle uppercase">{section === 'legal' ? 'Legal' : 'Guides'}</p>
              <ul className="grid grid-cols-1 gap-1 border-l border-line">
                {siblings.map(({ href, label }) => (
                  <li key={href}>
                    <a
                      href={href}
                      aria-current={urlPathname === href ? 'page' : undefined}
                      className="-ml-px block border-l border-transparent py-1 pl-4 text-fg-muted transition-colors hover:border-fg-subtle hover:text-fg aria-[current=page]:border-accent aria-[current=page]:font-medium aria-[current=page]:text-fg"
                    >
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {toc.length > 0 ? (
              <nav aria-label="On this page">
                <p className="mb-3 text-xs font-semibold tracking-[0.12em] text-fg-subtle uppercase">On this page</p>
                <ul className="grid grid-cols-1 gap-1.5">
                  {toc.map(({ id, label }) => (
                    <li key={id}>
                      <a href={`#${id}`} className="block text-fg-muted transition-colors hover:text-fg">
                        {label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        </aside>
        <div className="min-w-0">
          <header className="max-w-3xl animate-fade-up">
            <p className="text-sm font-semibold text-accent-text">{eyebrow}</p>
            <h1 className="mt-3 text-title font-semibold text-fg">{title}</h1>
            {lead ? <div className="mt-5 text-lg leading-relaxed text-fg-muted">{lead}</div> : null}
            {meta ? <div className="mt-5 text-sm text-fg-subtle">{meta}</div> : null}
          </header>
          {toc.length > 0 ? (
            <nav aria-label="Jump to" className="-mx-5 mt-8 overflow-x-auto px-5 lg:hidden">
              <ul className="flex w-max gap-2">
                {toc.map(({ id, label }) => (
                  <li key={id}>
                    <a href={`#${id}`} className="block rounded-full border border-line bg-surface px-3 py-1.5 text-xs font-medium whitespace-nowrap text-fg-muted hover:text-fg">
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="prose-boost mt-10 max-w-3xl">{children}</div>
        </div>
      </div>
    </div>
  )
}

/** A heading with an anchor link that appears on hover; the sidebar is the accessible way to each section. */
export function AnchorHeading({ id, level = 2, children }: { id: string; level?: 2 | 3; children: ReactNode }) {
  const Tag = level === 2 ? 'h2' : 'h3'
  return (
    <Tag id={id} className="group scroll-mt-32">
      {children}
      <a href={`#${id}`} aria-hidden="true" tabIndex={-1} className="ml-2 text-fg-subtle no-underline opacity-0 transition-opacity group-hover:opacity-100">
        #
      </a>
    </Tag>
  )
}
