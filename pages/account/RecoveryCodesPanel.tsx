// The account page's recovery codes: how many are left, and ten new ones on request, shown this
// once, to copy or download; making new ones voids the old.
import { useState } from 'react'
import { AlertIcon } from '../../assets/icons.tsx'
import { Button } from '../../ui/Button.tsx'
import { Panel } from '../../ui/console/Panel.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'
import { CopyButton } from '../../ui/CopyButton.tsx'
import { showToast } from '../../ui/toast/toastStore.ts'
import { useMakeRecoveryCodes } from '../../ui/account/queries.ts'

export function RecoveryCodesPanel({ left }: { left: number }) {
  const make = useMakeRecoveryCodes()
  const [codes, setCodes] = useState<string[] | null>(null)

  function makeCodes() {
    if (left > 0 && !window.confirm('Make ten new recovery codes? The ones you have now stop working.')) return
    make.mutate(undefined, {
      onSuccess: ({ codes: made }) => setCodes(made),
      onError: (error) => showToast({ title: 'No codes made', description: serverErrorText(error) ?? undefined, variant: 'destructive' }),
    })
  }

  const text = codes ? `Boost recovery codes (each works once)\n\n${codes.join('\n')}\n` : ''
  return (
    <Panel
      id="recovery-codes"
      title="Recovery codes"
      description="For the day no passkey is at hand: each code signs you in once."
      actions={
        <Button size="sm" variant={left > 0 ? 'secondary' : 'primary'} onClick={makeCodes} disabled={make.isPending} data-make-recovery-codes>
          {left > 0 ? 'Make new codes' : 'Make recovery codes'}
        </Button>
      }
      data-recovery-codes={String(left)}
    >
      {codes ? (
        <div className="grid gap-4" data-new-recovery-codes>
          <p className="flex items-start gap-2 rounded-xl border border-gold/25 bg-warning-soft px-3 py-2 text-sm text-fg">
            <AlertIcon size={16} className="mt-0.5 shrink-0 text-gold" />
            Save these now, somewhere other than this device: they are shown only this once.
          </p>
          <ol className="grid grid-cols-2 gap-2 font-mono text-sm text-fg">
            {codes.map((code) => (
              <li key={code} className="rounded-lg border border-line bg-bg-subtle px-3 py-2 text-center tracking-wider">
                {code}
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-2">
            <CopyButton text={text} label="Copy codes" tone="light" />
            <a
              href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
              download="boost-recovery-codes.txt"
              className="inline-flex h-8 items-center rounded-full border border-line-strong bg-surface px-3 text-[0.8125rem] font-medium text-fg shadow-soft transition hover:bg-surface-2"
            >
              Download .txt
            </a>
            <Button size="sm" variant="ghost" onClick={() => setCodes(null)}>
              I saved them
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">
          {left > 0 ? (
            <>
              <span className="font-semibold text-fg">{left} of 10</span> codes left.
            </>
          ) : (
            'No recovery codes yet. Make them and keep them somewhere safe, such as a password manager or on paper.'
          )}
        </p>
      )}
    </Panel>
  )
}
