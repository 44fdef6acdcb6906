// The small parts of the /alerts forms: a labelled field with its hint, and a checkbox toggle.
import type { ReactNode } from 'react'

export function Field({ id, label, hint, invalid = false, children }: { id: string; label: string; hint?: string | undefined; invalid?: boolean; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children}
      {hint ? <p className={`text-xs ${invalid ? 'text-danger' : 'text-fg-subtle'}`}>{hint}</p> : null}
    </div>
  )
}

export function Toggle({ checked, onChange, label, hint, disabled = false }: { checked: boolean; onChange(checked: boolean): void; label: string; hint?: string; disabled?: boolean }) {
  return (
    <label className={`flex items-start gap-3 ${disabled ? 'opacity-50' : 'cursor-pointer'}`}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} className="mt-0.5 size-5 shrink-0 accent-[var(--accent)]" />
      <span className="grid gap-0.5">
        <span className="text-sm font-medium text-fg">{label}</span>
        {hint ? <span className="text-xs text-fg-muted">{hint}</span> : null}
      </span>
    </label>
  )
}
