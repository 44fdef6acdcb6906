// Copies text to the clipboard and says "Copied!" for 2 s; when the browser refuses, a destructive
// toast asks the visitor to copy by hand.
import { useEffect, useRef, useState } from 'react'
import { CheckIcon, CopyIcon } from '../assets/icons.tsx'
import { showToast, type ToastInput } from './toast/toastStore.ts'

const COPIED_MS = 2000

type ToastText = Pick<ToastInput, 'title' | 'description'>

export type CopyButtonProps = {
  text: string
  /** What the button says before copying, e.g. "Copy code" */
  label?: string
  /** Dark sits on code blocks; light on ordinary surfaces. */
  tone?: 'dark' | 'light'
  className?: string
  /** A toast on success too, for a button whose "Copied!" alone says too little. */
  copiedToast?: ToastText
  /** The destructive toast when the browser refuses. */
  failedToast?: ToastText
}

export function CopyButton({
  text,
  label = 'Copy',
  tone = 'dark',
  className = '',
  copiedToast,
  failedToast = { title: 'Failed to copy', description: 'Please copy manually' },
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('The Clipboard API is not available here')
      await navigator.clipboard.writeText(text)
      if (copiedToast) showToast(copiedToast)
      setCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), COPIED_MS)
    } catch {
      showToast({ ...failedToast, variant: 'destructive' })
    }
  }

  const look =
    tone === 'dark'
      ? 'border-white/10 bg-white/5 text-white/75 hover:bg-white/10 hover:text-white data-[copied=true]:text-emerald-300'
      : 'border-line-strong bg-surface text-fg-muted hover:bg-surface-2 hover:text-fg data-[copied=true]:text-success'
  return (
    <button
      type="button"
      onClick={copy}
      data-copied={copied}
      className={`inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg border px-2.5 text-xs font-medium transition-colors ${look} ${className}`}
    >
      {copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
      <span aria-live="polite">{copied ? 'Copied!' : label}</span>
    </button>
  )
}
