// The console's keyboard shortcuts as a small reader of key presses: "g" then a section's key goes
// there, "?" shows the list, "[" folds the sidebar. Pure, so the rules are tested without a browser.
import { CONSOLE_SECTIONS } from './sections.ts'

type ShortcutAction = { kind: 'go'; path: string } | { kind: 'help' } | { kind: 'toggle-sidebar' }

/** How long "g" waits for its second key. */
export const SEQUENCE_TIMEOUT_MS = 1500

type Shortcut = { keys: string[]; description: string }

export const SHORTCUTS: Shortcut[] = [
  ...CONSOLE_SECTIONS.map((section) => ({ keys: ['g', section.key], description: `Go to ${section.label}` })),
  { keys: ['g', 'h'], description: 'Go to the Boost home page' },
  { keys: ['?'], description: 'Show these shortcuts' },
  { keys: ['['], description: 'Fold or unfold the sidebar' },
  { keys: ['F8'], description: 'Move focus to the notifications' },
  { keys: ['Esc'], description: 'Close a dialog' },
]

const GO_TARGETS: Record<string, string> = {
  ...Object.fromEntries(CONSOLE_SECTIONS.map((section) => [section.key, section.path])),
  h: '/',
}

type KeyPress = { key: string; at: number; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }

export function createShortcutReader() {
  let pendingSince: number | null = null
  return {
    /** The action a key press completes, or null (a first "g", or a key that means nothing). */
    read({ key, at, ctrlKey, metaKey, altKey }: KeyPress): ShortcutAction | null {
      if (ctrlKey || metaKey || altKey) {
        pendingSince = null
        return null
      }
      const waiting = pendingSince !== null && at - pendingSince <= SEQUENCE_TIMEOUT_MS
      pendingSince = null
      if (waiting) {
        const path = GO_TARGETS[key.toLowerCase()]
        if (path) return { kind: 'go', path }
      }
      if (key === 'g' || key === 'G') {
        pendingSince = at
        return null
      }
      if (key === '?') return { kind: 'help' }
      if (key === '[') return { kind: 'toggle-sidebar' }
      return null
    },
    /** True while a "g" waits for its second key. */
    pending(at: number): boolean {
      return pendingSince !== null && at - pendingSince <= SEQUENCE_TIMEOUT_MS
    },
  }
}

/** Typing in a field is never a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).closest !== 'function') return false
  const element = target as HTMLElement
  return element.isContentEditable || element.closest('input, textarea, select, [contenteditable="true"], [role="textbox"]') !== null
}
