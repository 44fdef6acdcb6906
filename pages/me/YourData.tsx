// The fan's data rights: take everything Boost holds about them as a file, or have it forgotten.
// Forgetting asks once more in a dialog; the boosts stay as anonymous payments, so the creators'
// totals and goals do not move.
import { useState } from 'react'
import { AlertIcon, ShieldIcon } from '../../assets/icons.tsx'
import { Button } from '../../ui/Button.tsx'
import { ModalDialog } from '../../ui/ModalDialog.tsx'
import { showToast } from '../../ui/toast/toastStore.ts'
import { useDownloadFanData, useForgetFan } from './fanQueries.ts'
import { IconCardHeading } from '../../ui/IconCardHeading.tsx'

export function YourData() {
  const download = useDownloadFanData()
  const forget = useForgetFan()
  const [confirming, setConfirming] = useState(false)

  // Awaited rather than given callbacks: once forgotten, the page shows nobody and this panel is gone.
  async function forgetMe() {
    try {
      await forget.mutateAsync()
      showToast({ title: 'You are forgotten', description: 'Your messages, XP, passkeys and ids are erased. The creators keep the money, with no name on it.' })
    } catch {
      showToast({ title: 'Nothing was erased', description: 'Something went wrong. Try again.', variant: 'destructive' })
    }
  }

  return (
    <section className="rounded-3xl border border-line bg-surface p-5 shadow-soft sm:p-7" aria-labelledby="your-data-title" data-your-data>
      <IconCardHeading icon={<ShieldIcon size={19} />} id="your-data-title" title="Your data">
        Take a copy of everything Boost keeps about you, or ask us to forget you.
      </IconCardHeading>
      <div className="mt-5 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => download.mutate(undefined, { onError: () => showToast({ title: 'The download failed', description: 'Try again.', variant: 'destructive' }) })}
          disabled={download.isPending}
          data-fan-export
        >
          {download.isPending ? 'Preparing…' : 'Download my data'}
        </Button>
        <Button variant="ghost" className="text-danger hover:text-danger" onClick={() => setConfirming(true)} data-fan-forget>
          Forget me
        </Button>
      </div>
      <ModalDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="forget-title"
        className="m-auto w-[min(92vw,440px)] rounded-3xl border border-line bg-surface p-6 text-fg shadow-soft backdrop:bg-black/50"
        data-forget-dialog
      >
        <span className="grid size-11 place-items-center rounded-2xl bg-danger-soft text-danger" aria-hidden="true">
          <AlertIcon size={22} />
        </span>
        <h2 id="forget-title" className="mt-4 text-lg font-semibold tracking-tight">
          Forget everything about you?
        </h2>
        <ul className="mt-3 grid list-disc gap-1 pl-5 text-sm text-fg-muted">
          <li>Your messages, XP, badges, rank and referral link are erased.</li>
          <li>Your passkeys stop working and this device forgets you.</li>
          <li>Your monthly boosts stop renewing; each ends with the month you paid for.</li>
          <li>Creators keep the money you sent, as anonymous boosts.</li>
        </ul>
        <p className="mt-3 text-sm text-fg-muted">This cannot be undone. Download your data first if you want a copy.</p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)} autoFocus>
            Keep my data
          </Button>
          <Button className="bg-danger text-white hover:bg-danger/90" onClick={() => void forgetMe()} disabled={forget.isPending} data-fan-forget-confirm>
            {forget.isPending ? 'Forgetting…' : 'Forget me'}
          </Button>
        </div>
      </ModalDialog>
    </section>
  )
}
