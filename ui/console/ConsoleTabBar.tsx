// The console's tab bar on phones: the creator's four tools as tabs, and More for the rest (the
// operator's pages when shown, the account, the way home), which opens above the bar.
import { usePageContext } from 'vike-react/usePageContext'
import { ActivityIcon, ArrowLeftIcon, BellIcon, BoltIcon, CardIcon, LinkIcon, MoreIcon, PlayIcon, ShieldIcon, UserIcon } from '../../assets/icons.tsx'
import { useDisclosure } from '../useDisclosure.ts'
import type { ConsoleSection } from './sections.ts'

export const SECTION_ICONS = { bolt: BoltIcon, card: CardIcon, play: PlayIcon, activity: ActivityIcon, bell: BellIcon, link: LinkIcon, shield: ShieldIcon } as const

const TAB = 'flex h-16 w-full flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium text-fg-subtle transition-colors aria-[current=page]:text-accent-text aria-expanded:text-fg'
const MORE_ITEM = 'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-text'

export function ConsoleTabBar({ sections, current }: { sections: readonly ConsoleSection[]; current: string | null }) {
  const { urlPathname } = usePageContext()
  const primary = sections.filter((section) => section.group === 'creator')
  const rest = sections.filter((section) => section.group !== 'creator')
  const more = useDisclosure<HTMLLIElement>()
  const moreCurrent = rest.some((section) => section.path === current) || urlPathname.startsWith('/account')
  return (
    <nav aria-label="Console tabs" className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-xl lg:hidden">
      <ul className="mx-auto grid max-w-lg auto-cols-fr grid-flow-col">
        {primary.map((section) => {
          const Icon = SECTION_ICONS[section.icon]
          return (
            <li key={section.path}>
              <a href={section.path} aria-current={current === section.path ? 'page' : undefined} className={TAB}>
                <Icon size={20} />
                {section.short ?? section.label}
              </a>
            </li>
          )
        })}
        <li ref={more.root} className="relative">
          <button {...more.buttonProps} className={`${TAB} ${moreCurrent ? 'text-accent-text' : ''}`} data-console-more>
            <MoreIcon size={20} />
            More
          </button>
          <div
            {...more.panelProps}
            className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 mx-auto max-w-sm rounded-2xl border border-line bg-surface p-2 shadow-lifted"
            data-console-more-menu
          >
            <ul className="grid gap-0.5">
              {rest.map((section) => {
                const Icon = SECTION_ICONS[section.icon]
                return (
                  <li key={section.path}>
                    <a href={section.path} aria-current={current === section.path ? 'page' : undefined} className={MORE_ITEM}>
                      <Icon size={18} />
                      <span className="min-w-0">
                        {section.label}
                        <span className="block truncate text-xs font-normal text-fg-subtle">{section.hint}</span>
                      </span>
                    </a>
                  </li>
                )
              })}
              <li>
                <a href="/account" aria-current={urlPathname.startsWith('/account') ? 'page' : undefined} className={MORE_ITEM}>
                  <UserIcon size={18} /> Account
                </a>
              </li>
              <li>
                <a href="/" className={MORE_ITEM}>
                  <ArrowLeftIcon size={18} /> Boost home
                </a>
              </li>
            </ul>
          </div>
        </li>
      </ul>
    </nav>
  )
}
