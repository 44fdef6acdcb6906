// The console shell's account parts: the sidebar's account block (who is signed in, Account,
// Payouts, Sign out; or Sign in), the phone title bar's account menu with the same, and the quiet
// warning shown while this browser is a creator's only key.
import { useEffect, useId, useRef, useState } from 'react'
import { CardIcon, KeyIcon, LogOutIcon, UserIcon } from '../../assets/icons.tsx'
import { initialsOf } from '../../core/creatorPage.ts'
import { Tooltip } from '../Tooltip.tsx'
import { goToPayouts, signOutHere } from './accountActions.ts'
import { SavePasskeyButton } from './SavePasskeyButton.tsx'
import { useMe } from './useMe.ts'

const ITEM =
  'inline-flex h-8 items-center gap-2 rounded-lg px-2 text-xs font-medium text-fg-muted transition hover:bg-surface-2 hover:text-fg aria-[current=page]:text-fg'

export function SidebarAccount({ folded, current }: { folded: boolean; current: boolean }) {
  const me = useMe()
  if (!me) {
    return (
      <a href="/signin" className={ITEM} aria-label={folded ? 'Sign in' : undefined} data-console-signin>
        <KeyIcon size={16} />
        {folded ? null : 'Sign in with a passkey'}
      </a>
    )
  }
  const label = me.name ?? me.creatorId
  const items = [
    { key: 'account', Icon: UserIcon, text: 'Account', href: '/account' },
    { key: 'payouts', Icon: CardIcon, text: 'Payouts', onClick: () => void goToPayouts(me.creatorId) },
    { key: 'signout', Icon: LogOutIcon, text: 'Sign out', onClick: () => void signOutHere() },
  ]
  return (
    <div className={`grid gap-1 ${folded ? 'justify-items-center' : ''}`} data-console-account={me.creatorId}>
      {folded ? null : (
        <p className="flex min-w-0 items-center gap-2 px-2 text-xs">
          <span className="grid size-6 shrink-0 place-items-center rounded-full bg-accent-soft text-[0.625rem] font-bold text-accent-text uppercase" aria-hidden="true">
            {initialsOf(label)}
          </span>
          <span className="min-w-0">
            <span className="sr-only">Signed in as </span>
            <span className="block truncate font-semibold text-fg">{label}</span>
          </span>
        </p>
      )}
      <div className={`flex ${folded ? 'flex-col' : 'flex-wrap'} gap-0.5`}>
        {items.map(({ key, Icon, text, href, onClick }) => {
          const content = (
            <>
              <Icon size={15} />
              {folded ? null : text}
            </>
          )
          const control = href ? (
            <a key={key} href={href} className={ITEM} aria-label={folded ? text : undefined} aria-current={current && key === 'account' ? 'page' : undefined}>
              {content}
            </a>
          ) : (
            <button key={key} type="button" onClick={onClick} className={ITEM} aria-label={folded ? text : undefined} data-console-action={key}>
              {content}
            </button>
          )
          return folded ? (
            <Tooltip key={key} label={text} side="right">
              {control}
            </Tooltip>
          ) : (
            control
          )
        })}
      </div>
    </div>
  )
}

const ROUND_BUTTON =
  'grid size-9 shrink-0 place-items-center rounded-full border border-line bg-surface text-fg-muted transition hover:text-fg aria-expanded:text-fg aria-expanded:ring-2 aria-expanded:ring-accent/40'
const MENU_ITEM = 'flex h-10 w-full items-center gap-2.5 rounded-lg px-2.5 text-left text-sm font-medium text-fg-muted transition hover:bg-surface-2 hover:text-fg'

/**
 * On phones the sidebar is a tab bar: the title bar's account button opens what the sidebar's
 * account block offers (Account, Payouts, Sign out), or links to sign-in. It is a disclosure: Tab
 * walks into it, Escape or a tap outside closes it, focus leaving it closes it. It opens below the
 * title bar at the screen's right edge, where there is room for it beside the site's nav pill.
 */
export function MobileAccountMenu() {
  const me = useMe()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  if (!me) {
    return (
      <a href="/signin" aria-label="Sign in" className={ROUND_BUTTON}>
        <UserIcon size={17} />
      </a>
    )
  }
  const label = me.name ?? me.creatorId
  return (
    <div
      ref={root}
      data-mobile-account={me.creatorId}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button ref={button} type="button" aria-expanded={open} aria-controls={menuId} aria-label={`Account of ${label}`} onClick={() => setOpen(!open)} className={ROUND_BUTTON}>
        <UserIcon size={17} />
      </button>
      <div id={menuId} hidden={!open} className="fixed top-24 right-4 z-50 w-[min(16rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-1.5 shadow-lifted">
        <p className="flex min-w-0 items-center gap-2 border-b border-line px-2.5 pt-1.5 pb-2.5 text-xs text-fg-subtle">
          <span className="grid size-6 shrink-0 place-items-center rounded-full bg-accent-soft text-[0.625rem] font-bold text-accent-text uppercase" aria-hidden="true">
            {initialsOf(label)}
          </span>
          <span className="min-w-0">
            Signed in as <span className="block truncate font-semibold text-fg">{label}</span>
          </span>
        </p>
        <ul className="mt-1 grid gap-0.5">
          <li>
            <a href="/account" className={MENU_ITEM}>
              <UserIcon size={16} /> Account
            </a>
          </li>
          <li>
            <button type="button" onClick={() => void goToPayouts(me.creatorId)} className={MENU_ITEM}>
              <CardIcon size={16} /> Payouts
            </button>
          </li>
          <li>
            <button type="button" onClick={() => void signOutHere()} className={MENU_ITEM} data-console-action="signout">
              <LogOutIcon size={16} /> Sign out
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}

export function OnlyKeyWarning() {
  const me = useMe()
  if (!me || me.passkeys > 0) return null
  return (
    <div role="note" className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-line bg-bg-subtle px-4 py-3 text-sm text-fg-muted" data-only-key-warning>
      <KeyIcon size={16} className="shrink-0 text-fg-subtle" />
      <p className="min-w-0 flex-1">
        This browser is the only key to <span className="font-medium text-fg">{me.name ?? me.creatorId}</span>’s console. Save a passkey so you can come back from any device.
      </p>
      <SavePasskeyButton creatorId={me.creatorId} variant="secondary" size="sm" />
    </div>
  )
}
