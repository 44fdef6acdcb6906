// /signin: back into the creator console from any device, with a passkey (discoverable, so there
// is no id to type) or a recovery code. Signed in, the browser lands on the creator's analytics.
import { useId, useState, type FormEvent } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { AlertIcon, ArrowRightIcon, CheckIcon, KeyIcon } from '../../assets/icons.tsx'
import { accountErrorText, signInWithPasskey, signInWithRecoveryCode } from '../../ui/account/accountApi.ts'
import { useMe } from '../../ui/account/useMe.ts'
import { Button, ButtonLink } from '../../ui/Button.tsx'

const NO_PASSKEY_USED = 'No passkey was used. Choose a passkey saved for Boost, or use a recovery code.'

export default function SignInPage() {
  const { urlParsed } = usePageContext()
  const me = useMe()
  const [mode, setMode] = useState<'passkey' | 'code'>(urlParsed.search.with === 'code' ? 'code' : 'passkey')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const codeId = useId()
  const errorId = useId()

  async function run(signIn: () => Promise<{ redirect: string }>) {
    setBusy(true)
    setError(null)
    try {
      const { redirect } = await signIn()
      window.location.assign(redirect)
    } catch (caught) {
      setError(accountErrorText(caught) ?? NO_PASSKEY_USED)
      setBusy(false)
    }
  }

  function switchTo(next: 'passkey' | 'code') {
    setMode(next)
    setError(null)
  }

  function submitCode(event: FormEvent) {
    event.preventDefault()
    void run(() => signInWithRecoveryCode(code))
  }

  return (
    <div className="mx-auto grid min-h-[70dvh] w-full max-w-md content-center px-5 py-16">
      <div className="rounded-3xl border border-line bg-surface p-6 shadow-soft sm:p-8" data-signin>
        <span className="grid size-12 place-items-center rounded-2xl bg-accent-soft text-accent-text">
          <KeyIcon size={24} />
        </span>
        <h1 className="mt-5 text-[1.75rem] leading-tight font-semibold tracking-[-0.025em] text-fg">Sign in to your console</h1>
        <p className="mt-2 text-[0.9375rem] text-fg-muted">Your boosts, your embed code and your payouts, on any device. No password: your passkey is the key.</p>

        {urlParsed.search.signedOut ? (
          <p role="status" className="mt-5 flex items-center gap-2 rounded-xl border border-success/25 bg-success-soft px-3 py-2 text-sm text-fg">
            <CheckIcon size={16} className="shrink-0 text-success" /> You are signed out on this browser.
          </p>
        ) : me ? (
          <p className="mt-5 flex flex-wrap items-center gap-2 rounded-xl border border-line bg-bg-subtle px-3 py-2 text-sm text-fg-muted">
            Signed in as <span className="font-semibold text-fg">{me.name ?? me.creatorId}</span>.
            <a href="/analytics" className="font-medium text-accent-text underline underline-offset-2">
              Open the console
            </a>
          </p>
        ) : null}

        {mode === 'passkey' ? (
          <div className="mt-6 grid gap-3">
            <Button size="lg" onClick={() => void run(signInWithPasskey)} disabled={busy} aria-describedby={error ? errorId : undefined} data-signin-passkey>
              <KeyIcon size={18} />
              {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
            </Button>
            <SwitchTo label="Use a recovery code instead" onClick={() => switchTo('code')} />
          </div>
        ) : (
          <form className="mt-6 grid gap-3" onSubmit={submitCode} data-signin-code>
            <label htmlFor={codeId} className="text-sm font-medium text-fg">
              Recovery code
            </label>
            <input
              id={codeId}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="xxxx-xxxx-xxxx"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-12 rounded-xl border border-line-strong bg-bg px-4 font-mono text-base tracking-wider text-fg outline-none transition focus:border-accent focus:ring-4 focus:ring-accent/20"
              required
            />
            <p className="text-xs text-fg-subtle">Each code works once. You saved ten when you made them on your account page.</p>
            <Button type="submit" size="lg" disabled={busy || code.trim() === ''}>
              {busy ? 'Signing in…' : 'Sign in'} <ArrowRightIcon size={16} />
            </Button>
            <SwitchTo label="Use a passkey instead" onClick={() => switchTo('passkey')} />
          </form>
        )}

        {error ? (
          <p id={errorId} role="alert" className="mt-4 flex items-start gap-2 rounded-xl border border-danger/25 bg-danger-soft px-3 py-2 text-sm text-fg" data-signin-error>
            <AlertIcon size={16} className="mt-0.5 shrink-0 text-danger" />
            {error}
          </p>
        ) : null}
      </div>
      <p className="mt-6 text-center text-sm text-fg-muted">
        New to Boost?{' '}
        <ButtonLink href="/easy" variant="ghost" size="sm">
          Set up your button
        </ButtonLink>
      </p>
    </div>
  )
}

function SwitchTo({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="justify-self-center rounded-md text-sm font-medium text-accent-text underline-offset-2 hover:underline" onClick={onClick}>
      {label}
    </button>
  )
}
