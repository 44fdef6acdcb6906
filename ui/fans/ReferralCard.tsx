// The referral card: creates the supporter's referral code, shows the link and how
// many friends boosted through it (+50 XP each), copies the link, and toggles a real, scannable QR
// code of it. Self-contained: give it the supporter, or a way to get one when there is none yet.
import { useId, useState } from 'react'
import { LinkIcon, QrIcon, UsersIcon } from '../../assets/icons.tsx'
import type { Referral } from '../../core/api/ledger.ts'
import { formatCount } from '../../core/format.ts'
import { REFERRAL_BONUS_XP, REFERRAL_RULE, referralBonusXp } from '../../core/xp.ts'
import { Button } from '../Button.tsx'
import { CopyButton } from '../CopyButton.tsx'
import { QrCode } from '../QrCode.tsx'
import { showToast } from '../toast/toastStore.ts'
import { useCreateReferral, useSummary } from './queries.ts'
import { IconCardHeading } from '../IconCardHeading.tsx'

export function ReferralCard({
  supporterId,
  getSupporterId,
  className = '',
}: {
  supporterId: string | null
  /** Identifies this browser when there is no supporter yet, so a first-time visitor can invite too. */
  getSupporterId?: () => Promise<string | null>
  className?: string
}) {
  const summary = useSummary(supporterId)
  const create = useCreateReferral()
  const referral = summary.data?.referral ?? create.data?.referral ?? null
  const code = referral ? codeOf(referral) : null

  function generate() {
    create.mutate(supporterId ?? getSupporterId ?? null, {
      onError: () => showToast({ title: 'Error', description: 'Failed to generate referral code', variant: 'destructive' }),
    })
  }

  return (
    <section className={`@container rounded-3xl border border-line bg-surface p-5 shadow-soft sm:p-7 ${className}`} aria-labelledby="referral-title" data-referral-card>
      <IconCardHeading icon={<UsersIcon size={19} />} id="referral-title" title="Invite friends, earn XP">
        +{REFERRAL_BONUS_XP} XP for a friend who comes through your link, {REFERRAL_RULE}.
      </IconCardHeading>

      {referral && code ? (
        <ReferralDetails referral={referral} code={code} />
      ) : (
        <div className="mt-5">
          <Button onClick={generate} disabled={create.isPending || (supporterId !== null && summary.isPending)} data-create-referral>
            <LinkIcon size={16} />
            {create.isPending ? 'Generating…' : 'Generate referral link'}
          </Button>
        </div>
      )}
    </section>
  )
}

function ReferralDetails({ referral, code }: { referral: Referral; code: string }) {
  const qrId = useId()
  const [qrOpen, setQrOpen] = useState(false)

  return (
    <div className="mt-5 grid grid-cols-1 gap-4">
      <div>
        <p className="text-xs font-semibold tracking-[0.12em] text-fg-subtle uppercase">Your code</p>
        <p className="mt-1.5 font-mono text-2xl font-semibold tracking-[0.18em] text-fg" data-referral-code>
          {code}
        </p>
      </div>
      <div className="flex items-center gap-2 rounded-xl border border-line bg-bg-subtle p-1.5 pl-3">
        <span className="min-w-0 flex-1 truncate font-mono text-xs text-fg" data-referral-url title={referral.url}>
          {referral.url}
        </span>
        <CopyButton
          text={referral.url}
          label="Copy link"
          tone="light"
          copiedToast={{ title: 'Copied!', description: 'Code copied to clipboard' }}
          failedToast={{ title: 'Error', description: 'Failed to copy to clipboard' }}
        />
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-2xl border border-line bg-bg-subtle p-3">
          <dt className="text-xs text-fg-subtle">Activations</dt>
          <dd className="mt-0.5 text-xl font-semibold text-fg tabular-nums" data-referral-activations>
            {formatCount(referral.activations)}
          </dd>
        </div>
        <div className="rounded-2xl border border-line bg-bg-subtle p-3">
          <dt className="text-xs text-fg-subtle">Bonus XP</dt>
          <dd className="mt-0.5 text-xl font-semibold text-success tabular-nums" data-referral-bonus>
            +{formatCount(referralBonusXp(referral.activations))}
          </dd>
        </div>
      </dl>
      <div>
        <Button variant="secondary" size="sm" aria-expanded={qrOpen} aria-controls={qrId} onClick={() => setQrOpen((open) => !open)} data-qr-toggle>
          <QrIcon size={15} />
          {qrOpen ? 'Hide QR code' : 'Show QR code'}
        </Button>
        <div id={qrId} hidden={!qrOpen} className="mt-4">
          {qrOpen ? (
            <figure className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-bg-subtle p-5 @md:flex-row">
              <div className="shrink-0 rounded-2xl bg-white p-3 shadow-soft" data-referral-qr>
                <QrCode text={referral.url} label={`QR code of your referral link ${referral.url}`} className="size-40" />
              </div>
              <figcaption className="max-w-xs text-center text-sm text-fg-muted @md:text-left">
                Friends scan this with their phone camera to open your link. You get +{REFERRAL_BONUS_XP} XP {REFERRAL_RULE}.
              </figcaption>
            </figure>
          ) : null}
        </div>
      </div>
    </div>
  )
}

/** The code, from the referral or (for a summary that only carries the link) from the link's `ref`. */
function codeOf(referral: Referral | { url: string; activations: number }): string | null {
  if ('code' in referral && referral.code) return referral.code
  try {
    return new URL(referral.url).searchParams.get('ref')
  } catch {
    return null
  }
}
