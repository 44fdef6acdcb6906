// The page's share buttons, an island: copy its link, show its QR code, and for the creator
// themself a link to where the page is edited.
import { useState } from 'react'
import { LinkIcon, QrIcon } from '../../../assets/icons.tsx'
import { CopyButton } from '../../../ui/CopyButton.tsx'
import { ModalDialog } from '../../../ui/ModalDialog.tsx'
import { QrCode } from '../../../ui/QrCode.tsx'

type CreatorShareProps = { name: string; pageUrl: string; own: boolean }

export function CreatorShare({ name, pageUrl, own }: CreatorShareProps) {
  const [sharing, setSharing] = useState(false)
  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      <CopyButton text={pageUrl} label="Copy link" tone="light" copiedToast={{ title: 'Link copied', description: pageUrl }} />
      <button
        type="button"
        onClick={() => setSharing(true)}
        className="inline-flex h-8 items-center gap-1.5 rounded-full border border-line-strong bg-surface px-3 text-[0.8125rem] font-medium text-fg shadow-soft transition hover:bg-surface-2"
      >
        <QrIcon size={15} /> QR code
      </button>
      {own ? (
        <a href="/account#your-page" className="inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-[0.8125rem] font-medium text-accent-text hover:underline">
          Edit your page
        </a>
      ) : null}
      <ModalDialog open={sharing} onClose={() => setSharing(false)} aria-labelledby="share-title" className="w-[min(92vw,360px)] rounded-3xl border border-line bg-surface p-6 text-center shadow-soft backdrop:bg-black/50">
        <h2 id="share-title" className="text-lg font-semibold text-fg">
          Share {name}’s page
        </h2>
        <QrCode text={pageUrl} label={`QR code of ${pageUrl}`} className="mx-auto mt-4 size-48 rounded-xl" />
        <p className="mt-3 flex items-center justify-center gap-1.5 font-mono text-xs text-fg-muted [overflow-wrap:anywhere]">
          <LinkIcon size={13} /> {pageUrl}
        </p>
        <button type="button" onClick={() => setSharing(false)} className="mt-4 text-sm font-medium text-accent-text hover:underline">
          Close
        </button>
      </ModalDialog>
    </div>
  )
}
