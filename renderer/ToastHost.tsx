// Listens for toasts on every page, and loads the toast view (Radix Toast, ./ToastView.tsx) with the
// first one: most visits never show a toast, so their pages do not carry its code.
import { lazy, Suspense, useEffect } from 'react'
import { listenForToastEvents, useToastStore } from '../ui/toast/toastStore.ts'

const ToastView = lazy(() => import('./ToastView.tsx'))

export function ToastHost() {
  const anyToast = useToastStore((state) => state.toasts.length > 0)
  useEffect(() => listenForToastEvents(), [])
  if (!anyToast) return null
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  )
}
