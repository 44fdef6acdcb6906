// Right after a creator connects (/easy's ready view, /onboard?state=done): the offer to save a
// passkey, shown while this browser is signed in as that creator and no passkey exists yet.
import { KeyIcon } from '../../assets/icons.tsx'
import { SavePasskeyButton } from './SavePasskeyButton.tsx'
import { useMe } from './useMe.ts'

export function SavePasskeyOffer({ creatorId }: { creatorId: string }) {
  const me = useMe()
  if (!me || me.creatorId !== creatorId || me.passkeys > 0) return null
  return (
    <section aria-labelledby="save-passkey-title" className="flex flex-col gap-4 rounded-2xl border border-accent/25 bg-accent-soft p-5 sm:flex-row sm:items-center" data-save-passkey-offer>
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent text-accent-fg">
        <KeyIcon size={20} />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <h2 id="save-passkey-title" className="text-base font-semibold text-fg">
          Save a passkey
        </h2>
        <p className="mt-0.5 text-fg-muted">So you can come back from any device: your phone, a new laptop, a cleared browser. No password to remember or leak.</p>
      </div>
      <SavePasskeyButton creatorId={creatorId} />
    </section>
  )
}
