// The checklist's part for the creator signed in on this browser: the three things that make
// their account one they can run their income on, each with where to do it.
import { CheckIcon, CloseIcon } from '../../../assets/icons.tsx'
import { useAccount } from '../../../ui/account/queries.ts'
import { useMe } from '../../../ui/account/useMe.ts'
import { Panel } from '../../../ui/console/Panel.tsx'

export function YourAccountChecks() {
  const me = useMe()
  if (!me) return null
  return <Checks name={me.name ?? me.creatorId} />
}

function Checks({ name }: { name: string }) {
  const account = useAccount()
  if (!account.data) return null
  const { connected, passkeyList, recoveryCodesLeft } = account.data
  const checks = [
    { id: 'payouts', ok: Boolean(connected), label: 'Payout account connected', detail: connected ?? 'Not connected yet', href: '/easy', cta: 'Easy Setup' },
    { id: 'passkey', ok: passkeyList.length > 0, label: 'A passkey saved', detail: passkeyList.length > 0 ? `${passkeyList.length} saved` : 'This browser is the only key', href: '/account#passkeys', cta: 'Save one' },
    { id: 'recovery', ok: recoveryCodesLeft > 0, label: 'Recovery codes made', detail: recoveryCodesLeft > 0 ? `${recoveryCodesLeft} of 10 left` : 'None yet', href: '/account#recovery-codes', cta: 'Make them' },
  ]
  return (
    <Panel title="Your account" description={`${name}: what keeps your income reachable from any device.`} bodyClassName="" data-account-checks="">
      <ul className="divide-y divide-line">
        {checks.map((check) => (
          <li key={check.id} className="flex items-center gap-4 px-5 py-3 sm:px-6" data-account-check={check.id} data-ok={check.ok}>
            <span className={`grid size-6 shrink-0 place-items-center rounded-full text-white ${check.ok ? 'bg-success' : 'bg-gold'}`} role="img" aria-label={check.ok ? 'Done' : 'To do'}>
              {check.ok ? <CheckIcon size={13} /> : <CloseIcon size={13} />}
            </span>
            <p className="min-w-0 flex-1 text-sm">
              <span className="font-medium text-fg">{check.label}</span>
              <span className="block truncate text-fg-muted">{check.detail}</span>
            </p>
            {check.ok ? null : (
              <a href={check.href} className="shrink-0 text-sm font-medium text-accent-text hover:underline">
                {check.cta}
              </a>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  )
}
