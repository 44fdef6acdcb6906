// The alert settings: the smallest boost that alerts, the default look (words, length, sound,
// volume, image, accent), whether messages show and are read aloud, where alerts sit and how big,
// variants for bigger boosts, the creator's own images and sounds, and a live preview of it all.
// Saved together; every open overlay applies them at once.
import { useId, useState, type FormEvent } from 'react'
import { ALERT_LIMITS } from '../../core/alerts.ts'
import type { AlertLayout } from '../../core/alertLook.ts'
import type { AlertSettingsWire } from '../../core/api/alerts.ts'
import { formatCents } from '../../core/money.ts'
import { useAlertAssets, useUpdateAlertSettings } from '../../ui/alerts/queries.ts'
import { FIELD_CLASS } from '../../ui/console/fieldClass.ts'
import { Panel } from '../../ui/console/Panel.tsx'
import { SaveRow } from '../../ui/console/SaveRow.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'
import { lookForm, lookInput, previewLook, sampleCents, variantForms, variantInput, type LookForm } from './alertForm.ts'
import { AlertFilesField } from './AlertFilesField.tsx'
import { AlertLayoutFields } from './AlertLayoutFields.tsx'
import { AlertLookFields } from './AlertLookFields.tsx'
import { AlertPreview } from './AlertPreview.tsx'
import { AlertVariantsFields } from './AlertVariantsFields.tsx'
import { Field, Toggle } from './FormParts.tsx'

export function AlertSettingsPanel({ creatorId, settings }: { creatorId: string; settings: AlertSettingsWire }) {
  const [minAmount, setMinAmount] = useState(String(settings.minAmount))
  const [look, setLook] = useState(() => lookForm(settings))
  const [showMessage, setShowMessage] = useState(settings.showMessage)
  const [ttsEnabled, setTtsEnabled] = useState(settings.tts.enabled)
  const [ttsMinAmount, setTtsMinAmount] = useState(String(settings.tts.minAmount))
  const [ttsMaxChars, setTtsMaxChars] = useState(String(settings.tts.maxChars))
  const [layout, setLayout] = useState<AlertLayout>(settings.layout)
  const [variants, setVariants] = useState(() => variantForms(settings))
  const assets = useAlertAssets(creatorId).data ?? []
  const update = useUpdateAlertSettings(creatorId)
  const ids = { min: useId(), ttsMin: useId(), ttsChars: useId(), error: useId() }
  const error = update.isError ? (serverErrorText(update.error) ?? 'Not saved. Try again.') : null

  function submit(event: FormEvent) {
    event.preventDefault()
    update.mutate({
      minAmount: Number(minAmount),
      ...lookInput(look),
      showMessage,
      tts: { enabled: ttsEnabled, minAmount: Number(ttsMinAmount), maxChars: Number(ttsMaxChars) },
      layout,
      variants: variants.map(variantInput),
    })
  }

  const looks = [
    { label: 'Default', look: previewLook(look), amountCents: Math.max(sampleCents(minAmount === '0' ? '' : minAmount), 500), currency: 'usd' },
    ...variants.map((variant, index) => {
      const amountCents = sampleCents(variant.minAmount)
      return { label: `Variant ${index + 1} · from ${formatCents(amountCents, variant.currency)}`, look: previewLook(variant), amountCents, currency: variant.currency }
    }),
  ]

  return (
    <Panel id="alert-settings" title="Alerts" description="Shown on every overlay of yours, one boost at a time." className="xl:col-span-2" data-alert-settings="">
      <form onSubmit={submit} className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:gap-x-8" aria-describedby={error ? ids.error : undefined}>
        {/* Beside the form on a wide screen, in view while it scrolls; above it on a phone. */}
        <div className="lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1 lg:self-start">
          <AlertPreview creatorId={creatorId} looks={looks} layout={layout} showMessage={showMessage} />
        </div>

        <div className="grid gap-5 lg:col-start-1 lg:row-start-1">
          <div className="grid gap-4 border-t border-line pt-4 lg:border-t-0 lg:pt-0">
            <Field id={ids.min} label="Smallest boost that alerts" hint="In each boost’s own currency; 0 alerts every boost.">
              <input id={ids.min} value={minAmount} onChange={(event) => setMinAmount(event.target.value)} inputMode="decimal" className={`${FIELD_CLASS} sm:max-w-48`} aria-invalid={error ? true : undefined} />
            </Field>
            <AlertLookFields creatorId={creatorId} look={look} onChange={(patch: Partial<LookForm>) => setLook((current) => ({ ...current, ...patch }))} assets={assets} name="accent" />
          </div>

          <fieldset className="grid gap-3 border-t border-line pt-4">
            <legend className="sr-only">Messages</legend>
            <Toggle checked={showMessage} onChange={setShowMessage} label="Show the supporter’s message" hint="In its public form: links removed, profanity and your blocked words masked." />
            <Toggle checked={ttsEnabled} onChange={setTtsEnabled} label="Read messages aloud" hint="The overlay’s own text-to-speech, at the alert’s volume." disabled={!showMessage} />
            {ttsEnabled && showMessage ? (
              <div className="grid gap-4 pl-8 sm:grid-cols-2">
                <Field id={ids.ttsMin} label="From a boost of">
                  <input id={ids.ttsMin} value={ttsMinAmount} onChange={(event) => setTtsMinAmount(event.target.value)} inputMode="decimal" className={FIELD_CLASS} />
                </Field>
                <Field id={ids.ttsChars} label="Read at most (characters)">
                  <input id={ids.ttsChars} type="number" min={ALERT_LIMITS.ttsMaxChars.min} max={ALERT_LIMITS.ttsMaxChars.max} value={ttsMaxChars} onChange={(event) => setTtsMaxChars(event.target.value)} className={FIELD_CLASS} />
                </Field>
              </div>
            ) : null}
          </fieldset>

          <AlertLayoutFields layout={layout} onChange={(patch) => setLayout((current) => ({ ...current, ...patch }))} />
          <AlertVariantsFields creatorId={creatorId} base={look} variants={variants} onChange={setVariants} assets={assets} />
          <AlertFilesField creatorId={creatorId} assets={assets} />

          <SaveRow
            label="Save alerts"
            pending={update.isPending}
            saved={update.isSuccess}
            savedText="Saved: your overlays use it now"
            error={error}
            errorId={ids.error}
            errorMark="data-alert-settings-error"
          />
        </div>
      </form>
    </Panel>
  )
}
