// The icon of an achievement or badge, by name, from the product's icon set.
import { BoltIcon, MedalIcon, SparklesIcon, StarIcon, TrophyIcon, type IconProps } from '../../assets/icons.tsx'
import type { FanIcon as FanIconName } from './badgeLook.ts'

const ICONS = { bolt: BoltIcon, sparkles: SparklesIcon, trophy: TrophyIcon, star: StarIcon, medal: MedalIcon } as const

export function FanIcon({ name, ...props }: IconProps & { name: FanIconName }) {
  const Icon = ICONS[name]
  return <Icon {...props} />
}
