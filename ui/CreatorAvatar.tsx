// A creator's avatar as their page shows it: initials on their colour.
import { initialsOf, PROFILE_COLORS, type ProfileColor } from '../core/creatorPage.ts'

export function CreatorAvatar({ name, color, className = 'size-14 rounded-2xl text-lg' }: { name: string; color: ProfileColor; className?: string }) {
  return (
    <span className={`grid shrink-0 place-items-center font-bold text-white shadow-soft ${className}`} style={{ background: PROFILE_COLORS[color] }} aria-hidden="true">
      {initialsOf(name)}
    </span>
  )
}
