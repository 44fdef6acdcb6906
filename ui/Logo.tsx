// The Boost mark and wordmark.
import { BoltIcon } from '../assets/icons.tsx'

export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <span className="grid size-7 place-items-center rounded-[9px] bg-[linear-gradient(135deg,#7c3aed,#c026d3_55%,#f59e0b)] text-white shadow-[inset_0_1px_0_rgb(255_255_255/0.35),0_2px_8px_-2px_rgb(124_58_237/0.6)]">
        <BoltIcon size={16} />
      </span>
      <span className="text-[1.0625rem] font-semibold tracking-[-0.02em] text-fg">Boost</span>
    </span>
  )
}
