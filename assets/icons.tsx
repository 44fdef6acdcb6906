// The product's icon set: 24 × 24 line icons drawn in currentColor, inlined so pages need no
// icon font or external request. Decorative by default (aria-hidden); pass a `title` to name one.
import type { ReactNode, SVGProps } from 'react'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { title?: string; size?: number }

function icon(paths: ReactNode, { filled = false }: { filled?: boolean } = {}) {
  return function Icon({ title, size = 20, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        role={title ? 'img' : undefined}
        aria-hidden={title ? undefined : true}
        focusable="false"
        {...props}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    )
  }
}

export const BoltIcon = icon(<path d="M13.2 2.5 4.8 13.4a.6.6 0 0 0 .5 1h5.5l-1.2 7.1 8.4-10.9a.6.6 0 0 0-.5-1h-5.5z" />, { filled: true })
export const ArrowLeftIcon = icon(<path d="M19 12H5m6-6-6 6 6 6" />)
export const ArrowRightIcon = icon(<path d="M5 12h14m-6-6 6 6-6 6" />)
export const ArrowUpRightIcon = icon(<path d="M7 17 17 7M8 7h9v9" />)
export const HomeIcon = icon(
  <>
    <path d="M3.5 10.5 12 3.5l8.5 7" />
    <path d="M5.5 9v10.5h13V9" />
    <path d="M10 19.5v-5.5h4v5.5" />
  </>,
)
export const GripIcon = icon(
  <>
    <circle cx="9" cy="6" r="1.4" />
    <circle cx="15" cy="6" r="1.4" />
    <circle cx="9" cy="12" r="1.4" />
    <circle cx="15" cy="12" r="1.4" />
    <circle cx="9" cy="18" r="1.4" />
    <circle cx="15" cy="18" r="1.4" />
  </>,
  { filled: true },
)
export const CopyIcon = icon(
  <>
    <rect x="8.5" y="8.5" width="12" height="12" rx="2.5" />
    <path d="M15.5 8.5V6a2.5 2.5 0 0 0-2.5-2.5H6A2.5 2.5 0 0 0 3.5 6v7A2.5 2.5 0 0 0 6 15.5h2.5" />
  </>,
)
export const CheckIcon = icon(<path d="m4.5 12.5 5 5 10-11" />)
export const SunIcon = icon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2m0 15v2M4.6 4.6 6 6m12 12 1.4 1.4M2.5 12h2m15 0h2M4.6 19.4 6 18M18 6l1.4-1.4" />
  </>,
)
export const MoonIcon = icon(<path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" />)
export const MonitorIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="12.5" rx="2" />
    <path d="M8.5 20.5h7M12 16.5v4" />
  </>,
)
export const CodeIcon = icon(<path d="m8 7-5 5 5 5m8-10 5 5-5 5M14 4l-4 16" />)
export const TrophyIcon = icon(
  <>
    <path d="M7.5 4h9v5.5a4.5 4.5 0 0 1-9 0z" />
    <path d="M7.5 6H4.5v1.5A3 3 0 0 0 7.6 10.5M16.5 6h3v1.5a3 3 0 0 1-3.1 3" />
    <path d="M12 14v3.5m-4 3h8m-6.5 0 .5-3h4l.5 3" />
  </>,
)
export const SparklesIcon = icon(
  <>
    <path d="M10 3.5 11.6 8a2 2 0 0 0 1.3 1.3l4.6 1.6-4.6 1.6a2 2 0 0 0-1.3 1.3L10 18.5l-1.6-4.6a2 2 0 0 0-1.3-1.3L2.5 11l4.6-1.6A2 2 0 0 0 8.4 8z" />
    <path d="M18.5 3v4m-2-2h4M19 16.5v3m-1.5-1.5h3" />
  </>,
)
export const ShieldIcon = icon(
  <>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </>,
)
export const WalletIcon = icon(
  <>
    <path d="M19 7.5V6a2 2 0 0 0-2-2H5.5A2.5 2.5 0 0 0 3 6.5v11A2.5 2.5 0 0 0 5.5 20H19a2 2 0 0 0 2-2v-8.5a2 2 0 0 0-2-2H5.5A2.5 2.5 0 0 1 3 5" />
    <circle cx="16.5" cy="13.75" r="1.25" />
  </>,
)
export const CoinsIcon = icon(
  <>
    <ellipse cx="9" cy="7" rx="5.5" ry="2.5" />
    <path d="M3.5 7v4c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5V7" />
    <path d="M9.5 13.5v3c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5v-4c0-1.4-2.5-2.5-5.5-2.5" />
  </>,
)
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="m3.8 6.5 8.2 6.5 8.2-6.5" />
  </>,
)
export const BookIcon = icon(
  <>
    <path d="M12 6.5C10.5 5 8 4.5 4 4.5v14c4 0 6.5.5 8 2 1.5-1.5 4-2 8-2v-14c-4 0-6.5.5-8 2z" />
    <path d="M12 6.5v14" />
  </>,
)
export const ActivityIcon = icon(<path d="M3 12h4l2.5-7 5 14 2.5-7h4" />)
export const LayersIcon = icon(
  <>
    <path d="m12 3 9 5-9 5-9-5z" />
    <path d="m3 13 9 5 9-5" />
  </>,
)
export const LockIcon = icon(
  <>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </>,
)
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </>,
)
export const AlertIcon = icon(
  <>
    <path d="M10.3 4.3 2.9 17.5A2 2 0 0 0 4.6 20.5h14.8a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4m0 3.2v.1" />
  </>,
)
export const BellIcon = icon(
  <>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </>,
)
export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5m0-9v.1" />
  </>,
)
export const CloseIcon = icon(<path d="m6 6 12 12M18 6 6 18" />)
export const GaugeIcon = icon(
  <>
    <path d="M4.2 17.5a9 9 0 1 1 15.6 0" />
    <path d="m12 13.5 4-4.5" />
    <circle cx="12" cy="13.5" r="1.5" />
  </>,
)
export const LinkIcon = icon(
  <>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </>,
)
export const UsersIcon = icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.7a3.5 3.5 0 0 1 0 6.6M18.5 14.5A6.5 6.5 0 0 1 21.5 20" />
  </>,
)
export const CardIcon = icon(
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <path d="M2.5 10h19M6.5 15h4" />
  </>,
)
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
)
export const StarIcon = icon(
  <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
)
export const MedalIcon = icon(
  <>
    <path d="M8 3h8l-2.5 6h-3z" />
    <circle cx="12" cy="15" r="5.5" />
    <path d="m12 12.4.9 1.8 2 .3-1.45 1.4.35 2L12 17l-1.8.9.35-2-1.45-1.4 2-.3z" />
  </>,
)
export const QrIcon = icon(
  <>
    <rect x="3.5" y="3.5" width="6.5" height="6.5" rx="1" />
    <rect x="14" y="3.5" width="6.5" height="6.5" rx="1" />
    <rect x="3.5" y="14" width="6.5" height="6.5" rx="1" />
    <path d="M14 14h2.5v2.5H14zM18 18h2.5v2.5H18zM18 14h2.5M14 20.5h2" />
  </>,
)
export const PlayIcon = icon(<path d="M7 4.5v15l12.5-7.5z" />)
export const KeyIcon = icon(
  <>
    <circle cx="8" cy="15" r="4.5" />
    <path d="m11.2 11.8 8.3-8.3M16.5 6.5l2.5 2.5M14 9l2 2" />
  </>,
)
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c.8-3.8 3.9-6 7.5-6s6.7 2.2 7.5 6" />
  </>,
)
export const LogOutIcon = icon(<path d="M14 4.5h4a1.5 1.5 0 0 1 1.5 1.5v12a1.5 1.5 0 0 1-1.5 1.5h-4M10 16l-4-4 4-4M6 12h10" />)
export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />)
export const MoreIcon = icon(
  <>
    <circle cx="5.5" cy="12" r="1.25" fill="currentColor" />
    <circle cx="12" cy="12" r="1.25" fill="currentColor" />
    <circle cx="18.5" cy="12" r="1.25" fill="currentColor" />
  </>,
)
