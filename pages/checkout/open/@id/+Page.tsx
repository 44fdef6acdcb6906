// The hand-off on the way to a checkout a widget opened: the widget's anonymous id, in this page's
// fragment, is kept on Boost's origin for the thank-you page (ui/fans/handoff.ts), and the tab goes
// on to the session's own checkout, replacing this page in its history so Back leaves the checkout.
import { useEffect } from 'react'
import { useData } from 'vike-react/useData'
import { ArrowRightIcon, LockIcon } from '../../../../assets/icons.tsx'
import { ButtonLink } from '../../../../ui/Button.tsx'
import { Spinner } from '../../../../ui/console/Panel.tsx'
import { anonIdFromFragment, keepHandedOver } from '../../../../ui/fans/handoff.ts'
import { Logo } from '../../../../ui/Logo.tsx'
import type { Data } from './+data.ts'

export default function CheckoutHandOffPage() {
  const { id, address } = useData<Data>()
  useEffect(() => {
    const anonId = anonIdFromFragment(window.location.hash)
    if (anonId) keepHandedOver(id, anonId)
    window.location.replace(address)
  }, [id, address])

  return (
    <div className="grid min-h-dvh place-items-center bg-bg-subtle px-5 py-10">
      <section aria-labelledby="handoff-title" className="w-full max-w-md animate-fade-up rounded-3xl border border-line bg-surface p-6 text-center shadow-lifted sm:p-10">
        <div className="flex justify-center">
          <Logo />
        </div>
        <h1 id="handoff-title" className="mt-8 text-xl font-semibold text-fg">
          Opening your checkout
        </h1>
        <Spinner label="Taking you there…" className="mt-4 justify-center" />
        <p className="mt-6 text-sm text-balance text-fg-subtle">
          <LockIcon size={14} className="mr-1.5 inline-block align-[-2px]" />
          Your boost is kept with your fan page on Boost.
        </p>
        <ButtonLink href={address} variant="secondary" className="mt-6">
          Continue to checkout
          <ArrowRightIcon size={16} />
        </ButtonLink>
      </section>
    </div>
  )
}
