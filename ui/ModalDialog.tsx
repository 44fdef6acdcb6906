// A native modal <dialog> shown while `open`: focus stays inside, and Esc or a click on the
// backdrop calls onClose.
import { type ComponentProps, useEffect, useRef } from 'react'

type ModalDialogProps = Omit<ComponentProps<'dialog'>, 'ref' | 'open' | 'onClose' | 'onClick'> & { open: boolean; onClose: () => void }

export function ModalDialog({ open, onClose, ...props }: ModalDialogProps) {
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
      ref={dialog}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose()
      }}
    />
  )
}
