// The creator console's frame, shared by /easy, /onboard, /boost, /analytics and /admin/checklist:
// a sidebar of sections (a tab bar on phones), a title bar, keyboard shortcuts, the offline state,
// and the service worker that makes the console installable and usable offline.
import { useEffect, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { ArrowLeftIcon, BoltIcon } from '../../assets/icons.tsx'
import { ThemeToggle } from '../../renderer/ThemeToggle.tsx'
import { MobileAccountMenu, OnlyKeyWarning, SidebarAccount } from '../account/ConsoleAccount.tsx'
import { FanHost } from '../fans/FanHost.tsx'
import { Logo } from '../Logo.tsx'
import { Tooltip } from '../Tooltip.tsx'
import { useAdminToken } from './adminToken.ts'
import { useConsoleStore } from './consoleStore.ts'
import { Kbd } from './Panel.tsx'
import { ConsoleTabBar, SECTION_ICONS } from './ConsoleTabBar.tsx'
import { type ConsoleSection, sectionFor, shownSections } from './sections.ts'
import { registerConsoleServiceWorker } from './serviceWorker.ts'
import { ShortcutsDialog } from './ShortcutsDialog.tsx'
import { useConsoleShortcuts } from './useConsoleShortcuts.ts'
import { useOnline } from './useOnline.ts'

export function ConsoleShell({ children }: { children: ReactNode }) {
  const { urlPathname, livePayments = false } = usePageContext()
  const current = sectionFor(urlPathname)
  const operator = useAdminToken((state) => state.token !== null)
  const sections = shownSections(livePayments, operator)
  const onAccountPage = urlPathname.startsWith('/account')
  // Easy Setup and Onboard offer the passkey themselves, right where a creator connects.
  const offersPasskeyItself = current?.path === '/easy' || current?.path === '/onboard'
  const folded = useConsoleStore((state) => state.sidebarFolded)
  const toggleSidebar = useConsoleStore((state) => state.toggleSidebar)
  const openShortcuts = useConsoleStore((state) => state.setShortcutsOpen)
  const online = useOnline()
  const waitingForKey = useConsoleShortcuts()

  useEffect(() => {
    void useConsoleStore.persist.rehydrate()
    void useAdminToken.persist.rehydrate()
    registerConsoleServiceWorker()
  }, [])

  return (
    <div className="lg:flex" data-console-shell data-online={online}>
      <aside
        aria-label="Creator console"
        data-folded={folded}
        className={`hidden shrink-0 border-r border-line bg-bg-subtle transition-[width] duration-200 lg:block ${folded ? 'w-[76px]' : 'w-64'}`}
      >
        <div className="sticky top-0 flex h-dvh flex-col">
          <div className={`flex h-[88px] shrink-0 items-center border-b border-line ${folded ? 'justify-center' : 'px-5'}`}>
            <a href="/easy" className="flex items-center gap-2 rounded-lg" aria-label={folded ? 'Boost creator console' : undefined}>
              {folded ? <Mark /> : <Logo />}
              {folded ? null : <span className="rounded-md bg-accent-soft px-1.5 py-0.5 text-[0.6875rem] font-semibold tracking-wide text-accent-text uppercase">Console</span>}
            </a>
          </div>
          <nav aria-label="Console sections" className="flex-1 overflow-y-auto px-3 py-4">
            <SectionGroup sections={sections.filter((section) => section.group === 'creator')} current={current?.path} folded={folded} />
            {sections.some((section) => section.group === 'operator') ? (
              <div className="mt-5 border-t border-line pt-4" data-operator-sections>
                {folded ? null : (
                  <p id="operator-sections" className="px-3 pb-2 text-[0.6875rem] font-semibold tracking-wide text-fg-subtle uppercase">
                    Platform operator
                  </p>
                )}
                <SectionGroup sections={sections.filter((section) => section.group === 'operator')} current={current?.path} folded={folded} labelledBy={folded ? undefined : 'operator-sections'} />
              </div>
            ) : null}
          </nav>
          <div className={`grid gap-3 border-t border-line p-3 ${folded ? 'justify-items-center' : ''}`}>
            <SidebarAccount folded={folded} current={onAccountPage} />
            <OnlineStatus online={online} folded={folded} />
            <div className={`flex items-center gap-1 ${folded ? 'flex-col' : ''}`}>
              <Tooltip label="Keyboard shortcuts (?)" side={folded ? 'right' : 'top'}>
                <button
                  type="button"
                  onClick={() => openShortcuts(true)}
                  aria-label="Keyboard shortcuts"
                  aria-keyshortcuts="?"
                  className="inline-flex h-8 items-center gap-2 rounded-lg px-2 text-xs font-medium text-fg-muted transition hover:bg-surface-2 hover:text-fg"
                >
                  <Kbd>?</Kbd>
                  {folded ? null : <span>Shortcuts</span>}
                </button>
              </Tooltip>
              <Tooltip label={folded ? 'Unfold sidebar ([)' : 'Fold sidebar ([)'} side={folded ? 'right' : 'top'}>
                <button
                  type="button"
                  onClick={toggleSidebar}
                  aria-label={folded ? 'Unfold sidebar' : 'Fold sidebar'}
                  aria-keyshortcuts="["
                  aria-expanded={!folded}
                  className={`grid size-8 place-items-center rounded-lg text-fg-subtle transition hover:bg-surface-2 hover:text-fg ${folded ? '' : 'ml-auto'}`}
                >
                  <ArrowLeftIcon size={16} className={`transition-transform ${folded ? 'rotate-180' : ''}`} />
                </button>
              </Tooltip>
            </div>
            {folded ? null : (
              <div className="flex items-center justify-between gap-2">
                <a href="/" className="inline-flex items-center gap-1.5 rounded-md text-xs font-medium text-fg-subtle transition hover:text-fg">
                  <ArrowLeftIcon size={14} /> Boost home
                </a>
                <ThemeToggle />
              </div>
            )}
          </div>
        </div>
      </aside>

      <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
        <div className="sticky top-0 z-30 flex h-[88px] shrink-0 items-center gap-3 border-b border-line/70 bg-bg/85 pr-[176px] pl-4 backdrop-blur-xl backdrop-saturate-150 sm:pl-6 sm:pr-[300px] lg:pl-10 xl:pr-[380px]">
          <a href="/easy" className="shrink-0 rounded-lg lg:hidden" aria-label="Boost creator console">
            <Mark />
          </a>
          <p className="flex min-w-0 items-center gap-2 text-sm">
            <span className="hidden text-fg-subtle sm:inline">Creator console</span>
            <span className="hidden text-fg-subtle sm:inline" aria-hidden="true">
              /
            </span>
            <span className="truncate font-semibold text-fg">{current?.label ?? (onAccountPage ? 'Account' : 'Console')}</span>
          </p>
          {online ? null : (
            <span role="status" className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-gold/25 bg-warning-soft px-2.5 py-1 text-xs font-medium text-gold" data-offline-badge>
              <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
              Offline
            </span>
          )}
          <span className="ml-auto lg:hidden">
            <MobileAccountMenu />
          </span>
          {waitingForKey ? (
            <span className="hidden items-center gap-1 text-xs text-fg-subtle md:inline-flex" aria-live="polite">
              <Kbd>g</Kbd> then…
            </span>
          ) : null}
        </div>
        <div className="flex-1 px-4 pt-6 pb-28 sm:px-6 lg:px-10 lg:pt-8 lg:pb-16">
          <div className="mx-auto w-full max-w-[1180px]">
            {online ? null : <OfflineNote />}
            {offersPasskeyItself || onAccountPage ? null : <OnlyKeyWarning />}
            {children}
          </div>
        </div>
      </div>

      <ConsoleTabBar sections={sections} current={current?.path ?? null} />
      <ShortcutsDialog />
      <FanHost />
    </div>
  )
}

function SectionGroup({ sections, current, folded, labelledBy }: { sections: readonly ConsoleSection[]; current: string | undefined; folded: boolean; labelledBy?: string }) {
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-1" aria-labelledby={labelledBy}>
      {sections.map((section) => (
        <li key={section.path}>
          <SidebarLink section={section} current={current === section.path} folded={folded} />
        </li>
      ))}
    </ul>
  )
}

/** Offline, a page shows what this browser kept: the page itself and public numbers, never what was private to a signed-in creator. */
function OfflineNote() {
  return (
    <p role="status" className="mb-6 rounded-xl border border-gold/25 bg-warning-soft px-4 py-3 text-sm text-fg" data-offline-note>
      You are offline. This page shows what it last knew; your own settings and logs come back when you reconnect.
    </p>
  )
}

function SidebarLink({ section, current, folded }: { section: ConsoleSection; current: boolean; folded: boolean }) {
  const Icon = SECTION_ICONS[section.icon]
  const link = (
    <a
      href={section.path}
      aria-current={current ? 'page' : undefined}
      aria-keyshortcuts={`g ${section.key}`}
      aria-label={folded ? section.label : undefined}
      className={`group flex items-center gap-3 rounded-xl text-sm font-medium text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg aria-[current=page]:bg-surface aria-[current=page]:text-fg aria-[current=page]:shadow-soft aria-[current=page]:ring-1 aria-[current=page]:ring-line ${
        folded ? 'size-12 justify-center' : 'px-3 py-2.5'
      }`}
    >
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-surface-2 text-fg-subtle transition-colors group-hover:text-fg group-aria-[current=page]:bg-accent group-aria-[current=page]:text-accent-fg">
        <Icon size={17} />
      </span>
      {folded ? null : (
        <span className="min-w-0 flex-1">
          <span className="flex items-center justify-between gap-2">
            <span className="truncate">{section.label}</span>
            <span className="hidden shrink-0 items-center gap-0.5 opacity-70 transition-opacity group-hover:opacity-100 xl:flex" aria-hidden="true">
              <Kbd>g</Kbd>
              <Kbd>{section.key}</Kbd>
            </span>
          </span>
          <span className="block truncate text-xs font-normal text-fg-subtle">{section.hint}</span>
        </span>
      )}
    </a>
  )
  return folded ? (
    <Tooltip label={`${section.label} · g ${section.key}`} side="right">
      {link}
    </Tooltip>
  ) : (
    link
  )
}

function OnlineStatus({ online, folded }: { online: boolean; folded: boolean }) {
  return (
    <p className={`flex items-center gap-2 text-xs ${online ? 'text-fg-subtle' : 'font-medium text-gold'} ${folded ? '' : 'px-2'}`} title={online ? 'Online' : 'Offline: showing saved pages and data'}>
      <span className={`size-2 shrink-0 rounded-full ${online ? 'bg-success' : 'bg-gold'}`} aria-hidden="true" />
      <span className={folded ? 'sr-only' : ''}>{online ? 'Online' : 'Offline: saved data'}</span>
    </p>
  )
}

function Mark() {
  return (
    <span className="grid size-8 place-items-center rounded-[10px] bg-[linear-gradient(135deg,#7c3aed,#c026d3_55%,#f59e0b)] text-white shadow-[inset_0_1px_0_rgb(255_255_255/0.35),0_2px_8px_-2px_rgb(124_58_237/0.6)]">
      <BoltIcon size={17} />
    </span>
  )
}
