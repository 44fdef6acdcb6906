// A button that shows and hides a panel of links (a phone menu), as a disclosure: the panel follows
// the button, so Tab goes from one into the other; Escape closes it and gives focus back to the
// button; a press or focus outside closes it.
import { useEffect, useId, useRef, useState } from 'react'

export function useDisclosure<Root extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false)
  const root = useRef<Root>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()

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
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    document.addEventListener('focusin', closeWhenFocusLeaves)
    return () => {
      document.removeEventListener('pointerdown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
      document.removeEventListener('focusin', closeWhenFocusLeaves)
    }
  }, [open, panelId])

  return {
    open,
    close: () => setOpen(false),
    root,
    /** Spread on the button that opens and closes the panel. */
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen(!open),
    },
    /** Spread on the panel. */
    panelProps: { id: panelId, hidden: !open },
  }
}
