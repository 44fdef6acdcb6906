// The banner that points creators who landed on a developer page to the two-minute setup.
import { ArrowRightIcon, SparklesIcon } from '../../assets/icons.tsx'
import { tracked } from '../productEvents.ts'

export function EasySetupBanner({ text }: { text: string }) {
  return (
    <a
      href="/easy"
      {...tracked('banner_easy')}
      className="group flex items-center gap-3 rounded-2xl border border-accent/20 bg-accent-soft px-4 py-3 text-sm text-fg transition-colors hover:border-accent/40"
      data-easy-banner
    >
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-accent text-accent-fg">
        <SparklesIcon size={16} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="font-semibold">New here? Try Easy Setup. </span>
        <span className="text-fg-muted">{text}</span>
      </span>
      <ArrowRightIcon size={18} className="shrink-0 text-accent-text transition-transform group-hover:translate-x-0.5" />
    </a>
  )
}
