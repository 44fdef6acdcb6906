// The not-found page, and the page shown when rendering fails.
import { Config } from 'vike-react/Config'
import { usePageContext } from 'vike-react/usePageContext'
import { ArrowRightIcon, BookIcon, HomeIcon } from '../../assets/icons.tsx'
import { ButtonLink } from '../../ui/Button.tsx'

const POPULAR = [
  { href: '/easy', label: 'Easy Setup' },
  { href: '/leaderboard', label: 'Leaderboard' },
  { href: '/fees', label: 'Pricing' },
  { href: '/api', label: 'API reference' },
]

/** Why a page that exists found nothing to show (`throw render(404, { title, text })` in its +data): said instead of the router's text. */
export type NotFoundReason = { title: string; text: string }

function notFoundReason(reason: unknown): NotFoundReason | null {
  const { title, text } = (reason ?? {}) as Partial<NotFoundReason>
  return typeof title === 'string' && typeof text === 'string' ? { title, text } : null
}

export default function ErrorPage() {
  const { is404, abortReason } = usePageContext()
  const reason = is404 ? notFoundReason(abortReason) : null
  return (
    <section className="relative overflow-hidden" aria-labelledby="error-title">
      <div className="pointer-events-none absolute inset-0 -z-10 bg-grid" aria-hidden="true" />
      <div className="container-boost flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
        <p className="text-gradient text-[clamp(5rem,3rem+10vw,9rem)] leading-none font-bold tracking-[-0.06em]" aria-hidden="true">
          {is404 ? '404' : '500'}
        </p>
        {reason ? (
          <>
            <Config title={`${reason.title} | Boost`} description={reason.text} />
            <h1 id="error-title" className="mt-6 text-title font-semibold text-fg">
              {reason.title}
            </h1>
            <p className="mt-4 max-w-md text-lg text-fg-muted" data-not-found-reason>
              {reason.text}
            </p>
          </>
        ) : is404 ? (
          <>
            <h1 id="error-title" className="mt-6 text-title font-semibold text-fg">
              404 Page Not Found
            </h1>
            <p className="mt-4 max-w-md text-lg text-fg-muted">Did you forget to add the page to the router?</p>
          </>
        ) : (
          <>
            <Config title="Something went wrong | Boost" description="Boost could not show this page. Please try again in a moment." />
            <h1 id="error-title" className="mt-6 text-title font-semibold text-fg">
              Something went wrong
            </h1>
            <p className="mt-4 max-w-md text-lg text-fg-muted">Please try again in a moment.</p>
          </>
        )}
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/">
            <HomeIcon size={16} /> Back to the home page
          </ButtonLink>
          <ButtonLink href="/docs" variant="secondary">
            <BookIcon size={16} /> Documentation
          </ButtonLink>
        </div>
        {is404 ? (
          <nav aria-label="Popular pages" className="mt-12">
            <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
              {POPULAR.map(({ href, label }) => (
                <li key={href}>
                  <a href={href} className="inline-flex items-center gap-1 text-fg-muted hover:text-fg">
                    {label} <ArrowRightIcon size={14} />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </section>
  )
}
