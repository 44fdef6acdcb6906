// /account: a creator's own account. Their passkeys, recovery codes and signed-in devices, their
// payouts, their page and goal, the note fans read after paying, and signing out. Reached from the console shell; without a session it offers sign-in.
import { usePageContext } from 'vike-react/usePageContext'
import { CardIcon, LogOutIcon } from '../../assets/icons.tsx'
import { passkeyAddressProblem } from '../../core/publicAddress.ts'
import { goToPayouts, signOutHere } from '../../ui/account/accountActions.ts'
import { useMe } from '../../ui/account/useMe.ts'
import { SignInFirst } from '../../ui/account/SignInFirst.tsx'
import { Button } from '../../ui/Button.tsx'
import { Callout } from '../../ui/Callout.tsx'
import { ConsoleShell } from '../../ui/console/ConsoleShell.tsx'
import { ConsolePageHeader, Panel, Spinner } from '../../ui/console/Panel.tsx'
import { errorStatus, serverErrorText } from '../../ui/console/serverError.ts'
import { PasskeysPanel } from './PasskeysPanel.tsx'
import { useAccount } from '../../ui/account/queries.ts'
import { RecoveryCodesPanel } from './RecoveryCodesPanel.tsx'
import { SessionsPanel } from './SessionsPanel.tsx'
import { ThankYouNotePanel } from './ThankYouNotePanel.tsx'
import { YourPagePanel } from './YourPagePanel.tsx'

export default function AccountPage() {
  const me = useMe()
  return <ConsoleShell>{me ? <SignedInAccount /> : <NotSignedIn />}</ConsoleShell>
}

function SignedInAccount() {
  const account = useAccount()
  const addressProblem = passkeyAddressProblem(usePageContext().publicUrl ?? '')
  if (account.isPending) {
    return (
      <div className="grid min-h-[320px] place-items-center">
        <Spinner label="Loading your account…" size={28} />
      </div>
    )
  }
  if (account.isError) return errorStatus(account.error) === 401 ? <NotSignedIn /> : <p role="alert">{serverErrorText(account.error) ?? 'Your account could not be loaded.'}</p>
  const { data } = account
  return (
    <div className="grid gap-6" data-account={data.creatorId}>
      <ConsolePageHeader
        id="account-title"
        eyebrow="Account"
        title={data.name ?? data.creatorId}
        description={
          <>
            Creator ID <span className="font-mono text-fg">{data.creatorId}</span>
            {data.connected ? (
              <>
                {' '}
                · payouts to <span className="font-mono text-fg">{data.connected}</span>
              </>
            ) : (
              ' · no payout account connected yet'
            )}
          </>
        }
        actions={
          <Button variant="secondary" onClick={() => void signOutHere()} data-account-signout>
            <LogOutIcon size={16} /> Sign out
          </Button>
        }
      />
      {addressProblem ? (
        <div className="-my-6" data-passkey-address-problem>
          <Callout tone="warning" title="Passkeys cannot work on this address">
            {addressProblem}
          </Callout>
        </div>
      ) : null}
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <PasskeysPanel account={data} />
        <RecoveryCodesPanel left={data.recoveryCodesLeft} />
        <SessionsPanel sessions={data.sessions} />
        <YourPagePanel creatorId={data.creatorId} />
        <ThankYouNotePanel note={data.thankYouNote} />
        <Panel title="Payouts" description={data.demoPayments ? 'Demo payments: no money moves here.' : 'Balance, payout schedule and bank account, at Stripe.'} data-payouts>
          <p className="text-sm text-fg-muted">
            {data.demoPayments
              ? 'This server takes demo payments, so boosts move no money and nothing is paid out. With Stripe keys set, this opens your Stripe Express dashboard.'
              : 'Boosts are paid into your Stripe account, minus fees. Stripe pays out to your bank on its schedule; the dashboard shows every payout.'}
          </p>
          <Button className="mt-4" onClick={() => void goToPayouts(data.creatorId)} disabled={!data.connected && !data.demoPayments} data-open-payouts>
            <CardIcon size={16} /> {data.demoPayments ? 'About demo payouts' : 'Open Stripe dashboard'}
          </Button>
        </Panel>
      </div>
    </div>
  )
}

function NotSignedIn() {
  return (
    <SignInFirst id="account-title" eyebrow="Account" title="Sign in to see your account" description="Your passkeys, recovery codes and devices are shown to you once you are signed in." />
  )
}
