// The icon of an achievement or badge, by name, from the product's icon set (plus a medal).
import { BoltIcon, SparklesIcon, StarIcon, TrophyIcon, type IconProps } from '../../assets/icons.tsx'
import type { FanIcon as FanIconName } from './badgeLook.ts'

function MedalIcon({ size = 20, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={true}
      focusable="false"
      {...props}
    >
      <path d="M8 3h8l-2.5 6h-3z" />
      <circle cx="12" cy="15" r="5.5" />
      <path d="m12 12.4.9 1.8 2 .3-1.45 1.4.35 2L12 17l-1.8.9.35-2-1.45-1.4 2-.3z" />
    </svg>
  )
}

const ICONS = { bolt: BoltIcon, sparkles: SparklesIcon, trophy: TrophyIcon, star: StarIcon, medal: MedalIcon } as const

export function FanIcon({ name, ...props }: IconProps & { name: FanIconName }) {
  const Icon = ICONS[name]
  return <Icon {...props} />
}
