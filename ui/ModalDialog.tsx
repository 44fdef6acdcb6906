// A native modal <dialog> shown while `open`, centred in the viewport (the CSS reset takes away the
// browser's own centring margin): focus stays inside, and Esc or a click on the backdrop calls onClose.
import { type ComponentProps, useEffect, useRef } from 'react'

type ModalDialogProps = Omit<ComponentProps<'dialog'>, 'ref' | 'open' | 'onClose' | 'onClick'> & { open: boolean; onClose: () => void }

export function ModalDialog({ open, onClose, className = '', ...props }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  return (
    <dialog
      {...props}
      className={`m-auto ${className}`}
      ref={dialog}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose()
      }}
    />
  )
}
