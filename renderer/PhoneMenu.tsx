// The main sections on a phone: a Menu button in the top bar and the list it opens under it. An
// island, so it works on pages that ship no page script too.
import { CloseIcon, MenuIcon } from '../assets/icons.tsx'
import { useDisclosure } from '../ui/useDisclosure.ts'

export const MAIN_LINKS = [
  { href: '/docs', label: 'Docs' },
  { href: '/api', label: 'API' },
  { href: '/fees', label: 'Pricing' },
  { href: '/leaderboard', label: 'Leaderboard' },
  { href: '/easy', label: 'For creators' },
]

/** The main sections on a phone: a Menu button and the list it opens under the bar. */
export function PhoneMenu({ current }: { current: string | null }) {
  const menu = useDisclosure<HTMLElement>()
  return (
    <nav ref={menu.root} aria-label="Main" className="lg:hidden" data-phone-menu>
      <button
        {...menu.buttonProps}
        className="inline-flex h-10 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm font-medium text-fg shadow-soft transition-colors hover:bg-surface-2"
      >
        {menu.open ? <CloseIcon size={18} /> : <MenuIcon size={18} />}
        Menu
      </button>
      <div {...menu.panelProps} className="absolute inset-x-0 top-full border-b border-line bg-bg px-4 pt-2 pb-4 shadow-lifted" data-phone-menu-panel>
        <ul className="container-boost grid gap-1">
          {MAIN_LINKS.map(({ href, label }) => (
            <li key={href}>
              <a
                href={href}
                aria-current={current === href ? 'page' : undefined}
                onClick={menu.close}
                className="flex min-h-12 items-center rounded-xl px-3 text-base font-medium text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-text"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
