import { describe, expect, it } from 'vitest'
import { createShortcutReader, SEQUENCE_TIMEOUT_MS, SHORTCUTS } from './shortcuts.ts'

describe('createShortcutReader', () => {
  it('goes to a section on "g" then its key', () => {
    const reader = createShortcutReader()
    expect(reader.read({ key: 'g', at: 0 })).toBeNull()
    expect(reader.pending(10)).toBe(true)
    expect(reader.read({ key: 'a', at: 300 })).toEqual({ kind: 'go', path: '/analytics' })
    expect(reader.read({ key: 'g', at: 400 })).toBeNull()
    expect(reader.read({ key: 'c', at: 500 })).toEqual({ kind: 'go', path: '/admin/checklist' })
    expect(reader.read({ key: 'g', at: 600 })).toBeNull()
    expect(reader.read({ key: 'h', at: 700 })).toEqual({ kind: 'go', path: '/' })
  })

  it('forgets a "g" after the timeout, or after another key', () => {
    const reader = createShortcutReader()
    reader.read({ key: 'g', at: 0 })
    expect(reader.read({ key: 'a', at: SEQUENCE_TIMEOUT_MS + 1 })).toBeNull()
    reader.read({ key: 'g', at: 5000 })
    expect(reader.read({ key: 'x', at: 5100 })).toBeNull()
    expect(reader.read({ key: 'a', at: 5200 })).toBeNull()
  })

  it('shows help on "?" and folds the sidebar on "["', () => {
    const reader = createShortcutReader()
    expect(reader.read({ key: '?', at: 0 })).toEqual({ kind: 'help' })
    expect(reader.read({ key: '[', at: 10 })).toEqual({ kind: 'toggle-sidebar' })
  })

  it('ignores keys held with Ctrl, Cmd or Alt, so browser shortcuts keep working', () => {
    const reader = createShortcutReader()
    reader.read({ key: 'g', at: 0 })
    expect(reader.read({ key: 'a', at: 10, ctrlKey: true })).toBeNull()
    expect(reader.read({ key: 'a', at: 20 })).toBeNull()
    expect(reader.read({ key: '?', at: 30, metaKey: true })).toBeNull()
  })

  it('documents every section shortcut', () => {
    expect(SHORTCUTS.map((shortcut) => shortcut.keys.join(' '))).toEqual(['g e', 'g a', 'g l', 'g w', 'g o', 'g d', 'g c', 'g h', '?', '[', 'F8', 'Esc'])
  })
})
