// Asks for the platform admin token when payments are live; the pages resend their requests with it.
import { useId, useState, type FormEvent } from 'react'
import { LockIcon } from '../../assets/icons.tsx'
import { Button } from '../Button.tsx'
import { useAdminToken } from './adminToken.ts'

export function AdminTokenForm({ title, text, refused = false }: { title: string; text: string; refused?: boolean }) {
  const id = useId()
  const { token, setToken } = useAdminToken()
  const [typed, setTyped] = useState('')

  function submit(event: FormEvent) {
    event.preventDefault()
    if (typed.trim()) setToken(typed)
    setTyped('')
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-line bg-surface p-5 shadow-soft sm:p-6" data-admin-token-form>
      <div className="flex gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent-text">
          <LockIcon size={20} />
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-semibold text-fg">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-fg-muted">{text}</p>
          {refused && token ? (
            <p role="alert" className="mt-2 text-sm font-medium text-danger">
              The server refused that token. Check ADMIN_TOKEN and try again.
            </p>
          ) : null}
        </div>
      </div>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-token`} className="sr-only">
          Admin token
        </label>
        <input
          id={`${id}-token`}
          type="password"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="Admin token"
          autoComplete="off"
          className="h-10 min-w-0 flex-1 rounded-lg border border-line-strong bg-surface px-3 font-mono text-sm text-fg outline-none placeholder:font-sans placeholder:text-fg-subtle focus:border-accent focus:ring-4 focus:ring-accent/15"
        />
        <Button type="submit" disabled={!typed.trim()}>
          Unlock
        </Button>
        {token ? (
          <Button variant="ghost" onClick={() => setToken(null)}>
            Forget token
          </Button>
        ) : null}
      </form>
      <p className="mt-2 text-xs text-fg-subtle">Kept in this tab only and sent as an Authorization header.</p>
    </section>
  )
}
