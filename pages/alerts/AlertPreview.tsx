// A live preview of the overlay on a small 1920 × 1080 screen: the alert card the overlay itself
// draws (the same component, so the two cannot differ), in the place and size chosen, for the
// default look or any variant, as the form changes. A test alert of the same amount shows it on
// the creator's open overlays, with their saved settings.
import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { AlertLayout, AlertLook } from '../../core/alertLook.ts'
import { formatCents } from '../../core/money.ts'
import { useSendTestAlert } from '../../ui/alerts/queries.ts'
import { Button } from '../../ui/Button.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'
import { CounterDisplay } from '../../ui/counter/CounterDisplay.tsx'
import { showToast } from '../../ui/toast/toastStore.ts'
import type { AlertContent } from '../porthole/alertQueue.ts'
import { AlertCard } from '../porthole/overlay/AlertCard.tsx'
import { AlertPlacement, underCounter } from '../porthole/overlay/AlertPlacement.tsx'

const SCREEN = { width: 1920, height: 1080 }

export type PreviewLook = { label: string; look: AlertLook; amountCents: number; currency: string }

export function AlertPreview({ creatorId, looks, layout, showMessage }: { creatorId: string; looks: PreviewLook[]; layout: AlertLayout; showMessage: boolean }) {
  const [picked, setPicked] = useState(0)
  const shown = looks[Math.min(picked, looks.length - 1)]!
  const test = useSendTestAlert(creatorId)
  const alert: AlertContent = {
    boostId: 0,
    amountCents: shown.amountCents,
    currency: shown.currency,
    message: showMessage ? 'Love the stream, keep going!' : null,
    supporterLabel: null,
    supporterName: 'Maya',
    anonymous: false,
    xpAwarded: 50,
    months: null,
  }
  const card = <AlertCard key={`${picked}`} alert={alert} look={shown.look} creatorId={creatorId} />
  return (
    <section className="grid gap-3" aria-labelledby="alert-preview-title" data-alert-preview>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="alert-preview-title" className="text-sm font-semibold text-fg">
          Preview
        </h3>
        <Button
          size="sm"
          variant="secondary"
          disabled={test.isPending}
          onClick={() =>
            test.mutate(
              { amount: shown.amountCents / 100, currency: shown.currency },
              {
                onSuccess: ({ overlays }) => showToast({ title: 'Test alert sent', description: overlays === 0 ? 'No overlay is open right now.' : `Shown on ${overlays} overlay${overlays === 1 ? '' : 's'}, as last saved.` }),
                onError: (error) => showToast({ title: 'Not sent', description: serverErrorText(error) ?? 'Try again.', variant: 'destructive' }),
              },
            )
          }
          data-send-preview-test
        >
          Test this one on my overlays
        </Button>
      </div>
      {looks.length > 1 ? (
        <div role="radiogroup" aria-label="Which alert to preview" className="flex flex-wrap gap-1.5">
          {looks.map((look, index) => (
            <button
              key={index}
              type="button"
              role="radio"
              aria-checked={index === picked}
              onClick={() => setPicked(index)}
              className={`rounded-full border px-3 py-1 text-xs font-medium ${index === picked ? 'border-accent bg-accent-soft text-accent-text' : 'border-line text-fg-muted hover:text-fg'}`}
            >
              {look.label}
            </button>
          ))}
        </div>
      ) : null}
      <Screen>
        <div className="inline-flex w-max flex-col items-stretch gap-3 p-4">
          {layout.showCounter ? <CounterDisplay value={0} label="Boosts" size="lg" /> : null}
          {underCounter(layout) ? <AlertPlacement layout={layout}>{card}</AlertPlacement> : null}
        </div>
        {underCounter(layout) ? null : (
          <AlertPlacement layout={layout} within="frame">
            {card}
          </AlertPlacement>
        )}
      </Screen>
      <p className="text-xs text-fg-subtle">
        {shown.label === 'Default' ? 'A boost' : `A boost of ${formatCents(shown.amountCents, shown.currency)}`} on a 1920 × 1080 stream, as your overlay draws it.
      </p>
    </section>
  )
}

/** A 1920 × 1080 stage shrunk to the width it is given. */
function Screen({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null)
  const [scale, setScale] = useState(0.3)
  useEffect(() => {
    const element = frame.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => entry && setScale(entry.contentRect.width / SCREEN.width))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={frame} className="relative aspect-video w-full overflow-hidden rounded-xl border border-line bg-[linear-gradient(135deg,#1e1b2e,#3b2f5c_55%,#0f766e)]" aria-hidden="true" data-alert-screen>
      <div className="absolute top-0 left-0 origin-top-left" style={{ width: SCREEN.width, height: SCREEN.height, transform: `scale(${scale})` }}>
        {children}
      </div>
    </div>
  )
}
