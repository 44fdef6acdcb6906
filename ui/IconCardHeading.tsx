// The heading of a card that leads with an icon: the fan's cards (/me, the referral card) open with it.
import type { ReactNode } from 'react'

export function IconCardHeading({ icon, id, title, children }: { icon: ReactNode; id: string; title: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent-text" aria-hidden="true">
        {icon}
      </span>
      <div>
        <h2 id={id} className="text-lg font-semibold tracking-tight text-fg">
          {title}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{children}</p>
      </div>
    </div>
  )
}
