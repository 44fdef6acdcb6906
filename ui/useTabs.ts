// ARIA tabs: one tab selected and in the Tab order, the arrow keys move to the next or previous one,
// and the panel names the selected tab.
import { type KeyboardEvent, useId, useState } from 'react'

export function useTabs<Id extends string>(ids: readonly Id[]) {
  const base = useId()
  const [selected, setSelected] = useState<Id>(ids[0]!)
  const tabId = (id: Id) => `${base}-${id}-tab`
  const panelId = `${base}-panel`

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    const next = ids[(ids.indexOf(selected) + (event.key === 'ArrowRight' ? 1 : ids.length - 1)) % ids.length]!
    setSelected(next)
    document.getElementById(tabId(next))?.focus()
  }

  return {
    selected,
    tabProps: (id: Id) => ({
      id: tabId(id),
      type: 'button' as const,
      role: 'tab',
      'aria-selected': id === selected,
      'aria-controls': panelId,
      tabIndex: id === selected ? 0 : -1,
      onClick: () => setSelected(id),
      onKeyDown,
    }),
    panelProps: { id: panelId, role: 'tabpanel', 'aria-labelledby': tabId(selected) },
  }
}
