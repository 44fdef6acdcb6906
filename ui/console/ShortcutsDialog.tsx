// The list of keyboard shortcuts, opened with "?" or the sidebar's button; a native modal dialog,
// so focus stays inside and Esc closes it. Its contents exist only while it is open: every console
// page would otherwise build and hydrate a tenth of its elements for a list rarely opened.
import { CloseIcon } from '../../assets/icons.tsx'
import { ModalDialog } from '../ModalDialog.tsx'
import { useConsoleStore } from './consoleStore.ts'
import { Kbd } from './Panel.tsx'
import { SHORTCUTS } from './shortcuts.ts'

export function ShortcutsDialog() {
  const open = useConsoleStore((state) => state.shortcutsOpen)
  const setOpen = useConsoleStore((state) => state.setShortcutsOpen)
  const close = () => setOpen(false)

  return (
    <ModalDialog
      open={open}
      onClose={close}
      aria-labelledby="shortcuts-title"
      className="m-auto w-[min(92vw,440px)] rounded-2xl border border-line bg-surface p-0 text-fg shadow-lifted backdrop:bg-black/40 backdrop:backdrop-blur-sm"
      data-shortcuts-dialog
    >
      {open ? <ShortcutsList onClose={close} /> : null}
    </ModalDialog>
  )
}

function ShortcutsList({ onClose }: { onClose: () => void }) {
  return (
    <>
      <div className="flex items-center justify-between border-b border-line px-5 py-4">
        <h2 id="shortcuts-title" className="text-base font-semibold">
          Keyboard shortcuts
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="grid size-8 place-items-center rounded-full text-fg-subtle transition hover:bg-surface-2 hover:text-fg"
        >
          <CloseIcon size={16} />
        </button>
      </div>
      <ul className="divide-y divide-line px-5 py-1">
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.keys.join(' ')} className="flex items-center justify-between gap-4 py-2.5 text-sm">
            <span className="text-fg-muted">{shortcut.description}</span>
            <span className="flex shrink-0 items-center gap-1 text-xs text-fg-subtle">
              {shortcut.keys.map((key, index) => (
                <span key={key} className="flex items-center gap-1">
                  {index > 0 ? <span>then</span> : null}
                  <Kbd>{key}</Kbd>
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
      <p className="border-t border-line bg-bg-subtle px-5 py-3 text-xs text-fg-subtle">Shortcuts pause while you type in a field.</p>
    </>
  )
}
