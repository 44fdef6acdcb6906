// Shows the toast from the toast store (Radix Toast): one at a time, swipe right to dismiss,
// F8 focuses the notifications, 420 px wide at most from medium screens up. Loaded by ToastHost.
import * as RadixToast from '@radix-ui/react-toast'
import { AlertIcon, CheckIcon, CloseIcon } from '../assets/icons.tsx'
import { TOAST_DURATION_MS, useToastStore } from '../ui/toast/toastStore.ts'

const SWIPE_THRESHOLD_PX = 50
const VIEWPORT_HOTKEY = ['F8']

export default function ToastView() {
  const toasts = useToastStore((state) => state.toasts)
  const dismiss = useToastStore((state) => state.dismiss)
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toasts.map((toast) => {
        const destructive = toast.variant === 'destructive'
        return (
          <RadixToast.Root
            key={toast.id}
            open={toast.open}
            duration={toast.duration}
            type={destructive ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismiss(toast.id)
            }}
            data-variant={toast.variant}
            className={`toast group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-10 shadow-lifted backdrop-blur-xl ${
              destructive ? 'border-danger/30 bg-danger-soft text-fg' : 'border-line bg-surface/95 text-fg'
            }`}
          >
            <span
              className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-full ${destructive ? 'bg-danger text-white' : 'bg-accent text-accent-fg'}`}
              aria-hidden="true"
            >
              {destructive ? <AlertIcon size={14} /> : <CheckIcon size={14} />}
            </span>
            <div className="grid grid-cols-1 gap-0.5">
              <RadixToast.Title className="text-sm font-semibold">{toast.title}</RadixToast.Title>
              {toast.description ? (
                <RadixToast.Description className="text-sm text-fg-muted">{toast.description}</RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close
              aria-label="Dismiss"
              className="absolute top-3 right-3 grid size-7 place-items-center rounded-full text-fg-subtle transition hover:bg-surface-2 hover:text-fg"
            >
              <CloseIcon size={14} />
            </RadixToast.Close>
          </RadixToast.Root>
        )
      })}
      <RadixToast.Viewport
        hotkey={VIEWPORT_HOTKEY}
        className="fixed right-0 bottom-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      />
    </RadixToast.Provider>
  )
}
