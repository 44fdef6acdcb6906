// /me: the fan's own page on Boost's origin. Their monthly boosts, to change or cancel; every boost
// they made on any site, their XP, badges, weekly rank and referral link; passkeys that carry all of
// it to another device; their data to take away, or to have forgotten. Renders on the server as a
// loading state: who the fan is lives in a cookie the browser sends when the page asks.
import { LogOutIcon } from '../../assets/icons.tsx'
import { Button } from '../../ui/Button.tsx'
import { ReferralCard } from '../../ui/fans/ReferralCard.tsx'
import { XpStats } from '../../ui/fans/XpStats.tsx'
import { showToast } from '../../ui/toast/toastStore.ts'
import { FanBoosts } from './FanBoosts.tsx'
import { useFan, useFanSignOut } from './fanQueries.ts'
import { KeepYourXp } from './KeepYourXp.tsx'
import { MonthlyBoosts } from './MonthlyBoosts.tsx'
import { NoFanYet } from './NoFanYet.tsx'
import { YourData } from './YourData.tsx'

export default function FanPage() {
  const fan = useFan()
  const signOut = useFanSignOut()
  const summary = fan.data

  return (
    <div className="container-boost max-w-6xl pt-10 pb-20 sm:pt-14" data-fan-page data-state={fan.isPending ? 'loading' : summary ? 'fan' : 'nobody'}>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-accent-text">Your fan page</p>
          <h1 className="mt-1 text-title font-semibold tracking-tight text-fg">Everything you boosted</h1>
          <p className="mt-2 max-w-2xl text-fg-muted">Every boost you made, on any site with a Boost widget, with the XP, badges and rank they earned you.</p>
        </div>
        {summary ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => signOut.mutate(undefined, { onError: () => showToast({ title: 'Could not sign out', description: 'Try again.', variant: 'destructive' }) })}
            disabled={signOut.isPending}
            data-fan-sign-out
          >
            <LogOutIcon size={16} />
            Sign out on this device
          </Button>
        ) : null}
      </header>

      {fan.isPending ? (
        <Loading />
      ) : fan.isError ? (
        <p role="alert" className="mt-10 rounded-2xl border border-danger/30 bg-danger-soft p-5 text-fg">
          Your fan page could not be loaded. Reload the page to try again.
        </p>
      ) : summary ? (
        <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
          <div className="grid min-w-0 content-start gap-6">
            <section className="rounded-3xl border border-line bg-surface p-5 shadow-soft sm:p-7" aria-labelledby="fan-xp-title" data-fan-xp>
              <h2 id="fan-xp-title" className="mb-5 text-lg font-semibold tracking-tight text-fg">
                XP and badges
              </h2>
              <XpStats summary={summary.progress} />
            </section>
            <MonthlyBoosts subscriptions={summary.subscriptions} />
            <FanBoosts boosts={summary.boosts} />
          </div>
          <div className="grid min-w-0 content-start gap-6">
            <KeepYourXp passkeys={summary.passkeys} />
            <ReferralCard supporterId={summary.supporterId} />
            <YourData />
          </div>
        </div>
      ) : (
        <NoFanYet />
      )}
    </div>
  )
}

function Loading() {
  return (
    <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]" role="status" aria-busy="true" aria-label="Loading your fan page">
      <div className="h-72 animate-pulse rounded-3xl bg-surface-2" />
      <div className="h-72 animate-pulse rounded-3xl bg-surface-2" />
    </div>
  )
}
