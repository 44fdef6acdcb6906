// Variants for bigger boosts: from an amount up, in one currency, another look (words, sound,
// image, accent, length). Up to five; on a boost, the biggest one it reaches wins.
import { useId } from 'react'
import { MAX_VARIANTS } from '../../core/alertLook.ts'
import type { AlertAssetWire } from '../../core/api/alertAssets.ts'
import { SUPPORTED_CURRENCIES, type Currency } from '../../core/limits.ts'
import { Button } from '../../ui/Button.tsx'
import { FIELD_CLASS } from '../../ui/console/fieldClass.ts'
import { type LookForm, newVariant, type VariantForm } from './alertForm.ts'
import { AlertLookFields } from './AlertLookFields.tsx'
import { Field } from './FormParts.tsx'

type Props = { creatorId: string; base: LookForm; variants: VariantForm[]; onChange(variants: VariantForm[]): void; assets: readonly AlertAssetWire[] }

export function AlertVariantsFields({ creatorId, base, variants, onChange, assets }: Props) {
  const change = (key: number, patch: Partial<VariantForm>) => onChange(variants.map((variant) => (variant.key === key ? { ...variant, ...patch } : variant)))
  return (
    <section className="grid gap-4 border-t border-line pt-4" aria-labelledby="alert-variants-title" data-alert-variants>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id="alert-variants-title" className="text-sm font-semibold text-fg">
            Bigger boosts
          </h3>
          <p className="text-xs text-fg-subtle">From an amount up, in one currency, a look of its own. The biggest a boost reaches wins.</p>
        </div>
        <Button variant="secondary" size="sm" disabled={variants.length >= MAX_VARIANTS} onClick={() => onChange([...variants, newVariant(base, variants)])}>
          Add a variant
        </Button>
      </div>
      {variants.map((variant, index) => (
        <VariantFields key={variant.key} creatorId={creatorId} index={index} variant={variant} onChange={(patch) => change(variant.key, patch)} onRemove={() => onChange(variants.filter((other) => other.key !== variant.key))} assets={assets} />
      ))}
    </section>
  )
}

function VariantFields({ creatorId, index, variant, onChange, onRemove, assets }: { creatorId: string; index: number; variant: VariantForm; onChange(patch: Partial<VariantForm>): void; onRemove(): void; assets: readonly AlertAssetWire[] }) {
  const ids = { amount: useId(), currency: useId() }
  return (
    <fieldset className="grid gap-4 rounded-xl border border-line p-4" data-alert-variant={index + 1}>
      <legend className="px-1 text-sm font-semibold text-fg">Variant {index + 1}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <Field id={ids.amount} label="From a boost of">
          <input id={ids.amount} value={variant.minAmount} onChange={(event) => onChange({ minAmount: event.target.value })} inputMode="decimal" className={`${FIELD_CLASS} w-28`} />
        </Field>
        <Field id={ids.currency} label="Currency">
          <select id={ids.currency} value={variant.currency} onChange={(event) => onChange({ currency: event.target.value as Currency })} className={`${FIELD_CLASS} w-28 uppercase`}>
            {SUPPORTED_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code.toUpperCase()}
              </option>
            ))}
          </select>
        </Field>
        <Button variant="ghost" size="sm" onClick={onRemove} className="ml-auto">
          Remove variant {index + 1}
        </Button>
      </div>
      <AlertLookFields creatorId={creatorId} look={variant} onChange={onChange} assets={assets} name={`accent-variant-${variant.key}`} />
    </fieldset>
  )
}
