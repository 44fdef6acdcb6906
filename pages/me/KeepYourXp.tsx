// "Keep your XP on every device": the fan's passkeys, and saving one on this device. Signing in
// with it on another device brings this page, the XP and the widget's progress along.
import { CheckIcon, KeyIcon } from '../../assets/icons.tsx'
import type { FanSummary } from '../../core/api/fans.ts'
import { accountErrorText } from '../../ui/account/accountApi.ts'
import { Button } from '../../ui/Button.tsx'
import { LocalDateTime } from '../../ui/LocalDateTime.tsx'
import { showToast } from '../../ui/toast/toastStore.ts'
import { useSaveFanPasskey } from './fanQueries.ts'
import { IconCardHeading } from '../../ui/IconCardHeading.tsx'

export function KeepYourXp({ passkeys }: { passkeys: FanSummary['passkeys'] }) {
  const save = useSaveFanPasskey()

  function saveHere() {
    save.mutate(undefined, {
      onSuccess: (name) => showToast({ title: 'Passkey saved', description: `“${name}” brings your boosts and XP to any device you sign in on.` }),
      onError: (error) => {
        const text = accountErrorText(error)
        if (text) showToast({ title: 'The passkey was not saved', description: text, variant: 'destructive' })
      },
    })
  }

  return (
    <section className="rounded-3xl border border-line bg-surface p-5 shadow-soft sm:p-7" aria-labelledby="keep-xp-title" data-keep-xp>
      <IconCardHeading icon={<KeyIcon size={19} />} id="keep-xp-title" title="Keep your XP on every device">
        Save a passkey, then sign in with it on your phone or another computer: your boosts and XP follow. No password, no email.
      </IconCardHeading>
      {passkeys.length > 0 ? (
        <ul className="mt-5 grid gap-2" aria-label="Your passkeys" data-fan-passkeys>
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex items-start gap-2 rounded-xl border border-line bg-bg-subtle px-3 py-2 text-sm">
              <CheckIcon size={16} className="mt-0.5 shrink-0 text-success" />
              <span className="min-w-0">
                <span className="block truncate font-medium text-fg">{passkey.name}</span>
                <span className="block text-xs text-fg-subtle">
                  Saved <LocalDateTime iso={passkey.createdAt} />
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Button className="mt-5" onClick={saveHere} disabled={save.isPending} data-save-fan-passkey>
        <KeyIcon size={16} />
        {save.isPending ? 'Waiting for your device…' : passkeys.length > 0 ? 'Save another passkey' : 'Save a passkey'}
      </Button>
    </section>
  )
}
