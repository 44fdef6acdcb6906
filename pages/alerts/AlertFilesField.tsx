// The creator's own images and sounds: upload one (its type is judged by the server from its
// bytes), see what is kept, and delete what no alert uses. Alerts pick them by name.
import { useRef } from 'react'
import type { AlertAssetWire } from '../../core/api/alertAssets.ts'
import { useDeleteAlertAsset, useUploadAlertAsset } from '../../ui/alerts/queries.ts'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,audio/mpeg,audio/ogg,audio/wav,.mp3,.ogg,.wav'

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`)

export function AlertFilesField({ creatorId, assets }: { creatorId: string; assets: readonly AlertAssetWire[] }) {
  const upload = useUploadAlertAsset(creatorId)
  const remove = useDeleteAlertAsset(creatorId)
  const input = useRef<HTMLInputElement>(null)
  const failure = upload.error ?? remove.error
  const error = failure ? (serverErrorText(failure) ?? 'Not done. Try again.') : null
  return (
    <section className="grid gap-3 border-t border-line pt-4" aria-labelledby="alert-files-title" data-alert-files>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id="alert-files-title" className="text-sm font-semibold text-fg">
            Your images and sounds
          </h3>
          <p className="text-xs text-fg-subtle">PNG, JPEG, WebP or GIF (animated GIFs play) up to 2 MB; MP3, OGG or WAV up to 1 MB.</p>
        </div>
        <label className={`${buttonClasses({ variant: 'secondary', size: 'sm' })} cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent`}>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) upload.mutate(file, { onSettled: () => input.current && (input.current.value = '') })
            }}
          />
          {upload.isPending ? 'Uploading…' : 'Upload an image or sound'}
        </label>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger" data-alert-files-error>
          {error}
        </p>
      ) : null}
      {assets.length > 0 ? (
        <ul className="divide-y divide-line rounded-xl border border-line text-sm">
          {assets.map((asset) => (
            <li key={asset.id} className="flex items-center gap-3 px-3 py-2" data-alert-file={asset.id}>
              {asset.kind === 'image' ? (
                <img src={asset.url} alt="" className="size-8 shrink-0 rounded object-cover" />
              ) : (
                <span className="grid size-8 shrink-0 place-items-center rounded bg-bg-subtle text-xs text-fg-muted" aria-hidden="true">
                  ♪
                </span>
              )}
              <span className="min-w-0 flex-1 truncate text-fg">{asset.name}</span>
              <span className="text-xs text-fg-subtle tabular-nums">{size(asset.sizeBytes)}</span>
              <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(asset.id)} aria-label={`Delete ${asset.name}`}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
