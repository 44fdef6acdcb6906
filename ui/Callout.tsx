// A highlighted note inside documentation: tip, info or warning.
import type { ReactNode } from 'react'
import { AlertIcon, InfoIcon, SparklesIcon } from '../assets/icons.tsx'

const TONES = {
  info: { Icon: InfoIcon, box: 'border-accent/20 bg-accent-soft', icon: 'text-accent-text' },
  tip: { Icon: SparklesIcon, box: 'border-success/20 bg-success-soft', icon: 'text-success' },
  warning: { Icon: AlertIcon, box: 'border-gold/25 bg-warning-soft', icon: 'text-gold' },
} as const

export function Callout({ tone = 'info', title, children }: { tone?: keyof typeof TONES; title?: string; children: ReactNode }) {
  const { Icon, box, icon } = TONES[tone]
  return (
    <div className={`not-prose my-6 flex gap-3 rounded-2xl border p-4 text-sm leading-relaxed text-fg-muted ${box}`}>
      <Icon size={18} className={`mt-0.5 shrink-0 ${icon}`} />
      <div className="[&_a]:font-medium [&_a]:text-accent-text [&_a]:underline [&_code]:rounded [&_code]:bg-surface/60 [&_code]:px-1 [&_code]:text-fg">
        {title ? <p className="mb-1 font-semibold text-fg">{title}</p> : null}
        {children}
      </div>
    </div>
  )
}
