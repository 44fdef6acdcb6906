// The fan page for a browser that is nobody's yet: how boosts get here, and signing in with a
// passkey saved on another device.
import { BoltIcon, KeyIcon } from '../../assets/icons.tsx'
import { accountErrorText } from '../../ui/account/accountApi.ts'
import { Button, ButtonLink } from '../../ui/Button.tsx'
import { useFanSignIn } from './fanQueries.ts'

const NO_PASSKEY_USED = 'No passkey was used. Choose the passkey you saved on your fan page.'

export function NoFanYet() {
  const signIn = useFanSignIn()
  const error = signIn.isError ? (accountErrorText(signIn.error) ?? NO_PASSKEY_USED) : null
  return (
    <div className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2" data-no-fan>
      <section className="rounded-3xl border border-line bg-surface p-6 shadow-soft sm:p-8" aria-labelledby="first-boost-title">
        <span className="grid size-12 place-items-center rounded-2xl bg-accent-soft text-accent-text" aria-hidden="true">
          <BoltIcon size={24} />
        </span>
        <h2 id="first-boost-title" className="mt-5 text-xl font-semibold tracking-tight text-fg">
          Your boosts land here
        </h2>
        <p className="mt-2 text-fg-muted">
          Boost a creator from any site with a Boost widget. After you pay, the thank-you page adds the boost here with the XP it earned you.
        </p>
        <ButtonLink href="/leaderboard" variant="secondary" className="mt-6">
          See this week’s leaderboard
        </ButtonLink>
      </section>
      <section className="rounded-3xl border border-line bg-surface p-6 shadow-soft sm:p-8" aria-labelledby="fan-signin-title">
        <span className="grid size-12 place-items-center rounded-2xl bg-accent-soft text-accent-text" aria-hidden="true">
          <KeyIcon size={24} />
        </span>
        <h2 id="fan-signin-title" className="mt-5 text-xl font-semibold tracking-tight text-fg">
          Saved a passkey on another device?
        </h2>
        <p className="mt-2 text-fg-muted">Sign in with it to bring your boosts, XP and badges to this device.</p>
        <Button className="mt-6" onClick={() => signIn.mutate()} disabled={signIn.isPending} aria-describedby={error ? 'fan-signin-error' : undefined} data-fan-sign-in>
          <KeyIcon size={16} />
          {signIn.isPending ? 'Waiting for your device…' : 'Sign in with a passkey'}
        </Button>
        {error ? (
          <p id="fan-signin-error" role="alert" className="mt-3 text-sm text-danger">
            {error}
          </p>
        ) : null}
        <p className="mt-6 text-xs text-fg-subtle">
          A creator? Your console is at{' '}
          <a href="/signin" className="font-medium text-accent-text underline underline-offset-2">
            creator sign-in
          </a>
          .
        </p>
      </section>
    </div>
  )
}
