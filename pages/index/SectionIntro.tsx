// The eyebrow, title and lead paragraph that open a home page section.
import type { ReactNode } from 'react'

export function SectionIntro({ eyebrow, title, children, id }: { eyebrow: string; title: string; children?: ReactNode; id: string }) {
  return (
    <div className="max-w-2xl">
      <p className="text-sm font-semibold text-accent-text">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-title font-semibold text-fg">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg leading-relaxed text-fg-muted">{children}</p> : null}
    </div>
  )
}
