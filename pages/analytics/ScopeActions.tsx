// The analytics header's controls: whose boosts, whether the live stream is connected, and CSV.
import { useId, useState } from 'react'
import { ArrowRightIcon } from '../../assets/icons.tsx'
import { Button, ButtonLink } from '../../ui/Button.tsx'
import { showToast } from '../../ui/toast/toastStore.ts'
import { csvPath, downloadCsvWithToken, type Scope } from '../../ui/analytics/queries.ts'
import { useLiveStream } from '../../ui/counter/useLiveStats.ts'

export function ScopeActions({
  scope,
  creators,
  onScope,
  token,
  canDownload,
}: {
  scope: Scope
  creators: string[]
  onScope: (scope: Scope) => void
  token: string | null
  canDownload: boolean
}) {
  const id = useId()
  const [downloading, setDownloading] = useState(false)
  const options = scope && !creators.includes(scope) ? [scope, ...creators] : creators

  async function download() {
    if (!token) return
    setDownloading(true)
    try {
      await downloadCsvWithToken(scope, token)
    } catch {
      showToast({ title: 'Download failed', description: 'The CSV could not be downloaded. Try again.', variant: 'destructive' })
    } finally {
      setDownloading(false)
    }
  }

  return (
    <>
      <LiveBadge scope={scope} />
      <label htmlFor={`${id}-scope`} className="sr-only">
        Whose boosts
      </label>
      <select
        id={`${id}-scope`}
        value={scope ?? ''}
        onChange={(event) => onScope(event.target.value || null)}
        className="h-9 max-w-[14rem] rounded-full border border-line-strong bg-surface pr-8 pl-3.5 text-sm font-medium text-fg shadow-soft outline-none focus:border-accent focus:ring-4 focus:ring-accent/15"
      >
        <option value="">All creators</option>
        {options.map((creator) => (
          <option key={creator} value={creator}>
            {creator}
          </option>
        ))}
      </select>
      {canDownload ? (
        token ? (
          <Button variant="secondary" size="sm" onClick={() => void download()} disabled={downloading}>
            Download CSV <ArrowRightIcon size={15} className="rotate-90" />
          </Button>
        ) : (
          <ButtonLink href={csvPath(scope)} download="boost-events.csv" variant="secondary" size="sm">
            Download CSV <ArrowRightIcon size={15} className="rotate-90" />
          </ButtonLink>
        )
      ) : null}
    </>
  )
}

/**
 * Whether the live stream is connected. It reads the stream's state itself, so connecting and
 * reconnecting redraw this badge alone, not the page's cards, charts and table.
 */
function LiveBadge({ scope }: { scope: Scope }) {
  const stream = useLiveStream(scope ?? undefined)
  return (
    <span
      className={`inline-flex h-8 items-center gap-2 rounded-full border px-3 text-xs font-medium ${
        stream === 'connected' ? 'border-success/25 bg-success-soft text-success' : 'border-line bg-surface-2 text-fg-subtle'
      }`}
      data-stream={stream}
      title={stream === 'connected' ? 'New boosts appear as they land' : 'Reconnecting to the live stream'}
    >
      <span className={`size-2 rounded-full bg-current ${stream === 'connected' ? 'animate-live-dot' : ''}`} aria-hidden="true" />
      {/* Both words hold their place, so connecting does not resize the badge and reflow the header. */}
      <span className="grid text-center">
        <span className={`col-start-1 row-start-1 ${stream === 'connected' ? '' : 'invisible'}`}>Live</span>
        <span className={`col-start-1 row-start-1 ${stream === 'connected' ? 'invisible' : ''}`}>Connecting…</span>
      </span>
    </span>
  )
}
