// The console's building blocks: the page header, panels, keyboard keys and the loading spinner.
import type { ReactNode } from 'react'

export function ConsolePageHeader({
  eyebrow,
  title,
  description,
  actions,
  id,
}: {
  eyebrow?: ReactNode
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
  /** The heading's id, for aria-labelledby. */
  id?: string
}) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0 max-w-3xl">
        {eyebrow ? <p className="text-sm font-semibold text-accent-text">{eyebrow}</p> : null}
        <h1 id={id} className="mt-1 text-[1.75rem] leading-tight font-semibold tracking-[-0.025em] text-fg sm:text-[2rem]">
          {title}
        </h1>
        {description ? <p className="mt-2 text-[0.9375rem] leading-relaxed text-fg-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  )
}

export function Panel({
  title,
  description,
  actions,
  children,
  className = '',
  bodyClassName = 'p-5 sm:p-6',
  id,
  ...rest
}: {
  title?: ReactNode
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
  className?: string
  bodyClassName?: string
  id?: string
  [data: `data-${string}`]: string | undefined
}) {
  const headingId = id ? `${id}-title` : undefined
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={`min-w-0 rounded-2xl border border-line bg-surface shadow-soft ${className}`} {...rest}>
      {title ? (
        <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
          <div className="min-w-0">
            <h2 id={headingId} className="text-[0.9375rem] font-semibold text-fg">
              {title}
            </h2>
            {description ? <p className="mt-0.5 text-sm text-fg-muted">{description}</p> : null}
          </div>
          {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
      ) : null}
      <div className={bodyClassName}>{children}</div>
    </section>
  )
}

export function Kbd({ children }: { children: ReactNode }) {
  return (
    <kbd className="inline-grid h-5 min-w-5 place-items-center rounded-md border border-line-strong bg-surface px-1 font-sans text-[0.6875rem] font-semibold text-fg-muted shadow-[0_1px_0_var(--line-strong)]">
      {children}
    </kbd>
  )
}

export function Spinner({ label, size = 20, className = '' }: { label?: string; size?: number; className?: string }) {
  return (
    <span role={label ? 'status' : undefined} className={`inline-flex items-center gap-2.5 text-sm text-fg-muted ${className}`}>
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="animate-spin text-accent-text motion-reduce:animate-[spin_1.5s_linear_infinite]">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span>{label}</span> : null}
    </span>
  )
}
