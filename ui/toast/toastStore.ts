// Status toasts: one at a time, default or destructive. Code calls `showToast`;
// anything else on the page (the widget, plain scripts) can dispatch a `boost:toast` window event
// with `{ message, duration?, variant? }`.
import { create } from 'zustand'

type ToastVariant = 'default' | 'destructive'

export type Toast = {
  id: number
  title: string
  description?: string
  variant: ToastVariant
  /** Milliseconds on screen. */
  duration: number
  open: boolean
}

export type ToastInput = { title: string; description?: string; variant?: ToastVariant; duration?: number }

export const TOAST_EVENT = 'boost:toast'
type ToastEventDetail = { message: string; duration?: number; variant?: ToastVariant }

const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 5000
/** A `boost:toast` event without a duration stays this long. */
const STATUS_TOAST_DURATION_MS = 2200
// A dismissed toast stays mounted (closed) this long so its exit animation can finish; the next toast replaces it anyway.
const TOAST_REMOVE_DELAY_MS = 1_000_000

type ToastState = {
  toasts: Toast[]
  show(input: ToastInput): number
  dismiss(id: number): void
}

let nextId = 1
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>()

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show({ title, description, variant = 'default', duration = TOAST_DURATION_MS }) {
    const id = nextId++
    const toast: Toast = { id, title, variant, duration, open: true, ...(description === undefined ? {} : { description }) }
    set({ toasts: [toast, ...get().toasts].slice(0, TOAST_LIMIT) })
    return id
  },
  dismiss(id) {
    set({ toasts: get().toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)) })
    if (removalTimers.has(id)) return
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id)
        set({ toasts: get().toasts.filter((toast) => toast.id !== id) })
      }, TOAST_REMOVE_DELAY_MS),
    )
  },
}))

export function showToast(input: ToastInput): number {
  return useToastStore.getState().show(input)
}

/** Shows a toast for every `boost:toast` event on `target`; returns the function that stops listening. */
export function listenForToastEvents(target: EventTarget = window): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<Partial<ToastEventDetail> | undefined>).detail
    if (!detail || typeof detail.message !== 'string') return
    showToast({
      title: detail.message,
      variant: detail.variant === 'destructive' ? 'destructive' : 'default',
      duration: typeof detail.duration === 'number' && detail.duration > 0 ? detail.duration : STATUS_TOAST_DURATION_MS,
    })
  }
  target.addEventListener(TOAST_EVENT, listener)
  return () => target.removeEventListener(TOAST_EVENT, listener)
}
