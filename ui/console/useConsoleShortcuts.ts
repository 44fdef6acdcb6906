// Wires the console's keyboard shortcuts (shortcuts.ts) to the page: navigation, the shortcuts
// list and the sidebar. Answers whether a "g" is waiting for its second key.
import { useEffect, useState } from 'react'
import { navigate } from 'vike/client/router'
import { useConsoleStore } from './consoleStore.ts'
import { createShortcutReader, isTypingTarget, SEQUENCE_TIMEOUT_MS } from './shortcuts.ts'

export function useConsoleShortcuts(): boolean {
  const [pending, setPending] = useState(false)
  useEffect(() => {
    const reader = createShortcutReader()
    let clear: ReturnType<typeof setTimeout> | undefined
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isTypingTarget(event.target)) return
      const now = performance.now()
      const action = reader.read({ key: event.key, at: now, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey })
      const waiting = reader.pending(now)
      setPending(waiting)
      clearTimeout(clear)
      if (waiting) clear = setTimeout(() => setPending(false), SEQUENCE_TIMEOUT_MS)
      if (!action) return
      event.preventDefault()
      const store = useConsoleStore.getState()
      if (action.kind === 'go') {
        store.setShortcutsOpen(false)
        void navigate(action.path)
      } else if (action.kind === 'help') {
        store.setShortcutsOpen(!store.shortcutsOpen)
      } else {
        store.toggleSidebar()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      clearTimeout(clear)
    }
  }, [])
  return pending
}
