// The demo page's configuration form: every change goes to the persisted store at once, so the
// preview and the embed code follow as you type.
import { useId, type ReactNode } from 'react'
import { Badge } from '../../../ui/Badge.tsx'
import { Button } from '../../../ui/Button.tsx'
import { type DemoConfig, type DemoMode, fieldProblems, useDemoConfig } from './demoConfigStore.ts'

export function ConfigForm() {
  const config = useDemoConfig()
  const problems = fieldProblems(config)
  return (
    <form className="grid gap-5" onSubmit={(event) => event.preventDefault()} noValidate>
      <ModeToggle mode={config.mode} onChange={(mode) => config.set({ mode })} />
      <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-bg-subtle p-3 text-sm text-fg-muted">
        <input type="checkbox" checked={config.monthly} onChange={(event) => config.set({ monthly: event.target.checked })} className="mt-0.5 size-4 shrink-0 accent-accent" />
        <span>
          <span className="font-semibold text-fg">Offer Monthly.</span> Fans choose a monthly boost beside a one-off; it renews each month until they cancel.
        </span>
      </label>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Creator name" field="name" config={config} problem={problems.name} placeholder="Demo Creator" autoComplete="off" />
        <Field label="Creator ID" field="creatorId" config={config} problem={problems.creatorId} placeholder="demo-creator" mono />
        <Field
          label="Payment link"
          field="stripeUrl"
          config={config}
          problem={problems.stripeUrl}
          placeholder="https://buy.stripe.com/…"
          type="url"
          hint="A Stripe Payment Link, offered as another way to pay."
          mono
        />
        <Field
          label="Stripe account"
          field="connectedAccount"
          config={config}
          problem={problems.connectedAccount}
          placeholder="acct_…"
          hint="Where live boosts are paid out."
          mono
        />
        <Field
          label={
            <span className="flex items-center gap-2">
              ETH address <Badge tone="warning">Coming soon</Badge>
            </span>
          }
          field="ethAddress"
          config={config}
          problem={problems.ethAddress}
          placeholder="0x…"
          hint="Kept for crypto boosts, which are coming soon."
          mono
        />
        <Field label="Preset amounts ($)" field="presets" config={config} problem={problems.presets} placeholder="5, 20, 50" hint="Comma-separated; Custom is always offered." inputMode="decimal" />
      </div>
      <div className="flex justify-end border-t border-line pt-4">
        <Button variant="ghost" size="sm" onClick={() => config.reset()}>
          Reset to the demo defaults
        </Button>
      </div>
    </form>
  )
}

function ModeToggle({ mode, onChange }: { mode: DemoMode; onChange: (mode: DemoMode) => void }) {
  const id = useId()
  return (
    <fieldset className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-bg-subtle p-3">
      <legend className="sr-only">Mode</legend>
      <span id={`${id}-label`} className="text-sm text-fg-muted">
        <span className="font-semibold text-fg">Mode.</span> {mode === 'demo' ? 'Demo checkout, no money moves.' : 'Real checkout when payments are live.'}
      </span>
      <span className="inline-flex rounded-full border border-line bg-surface p-0.5" role="radiogroup" aria-labelledby={`${id}-label`}>
        {(['demo', 'live'] as const).map((value) => (
          <label
            key={value}
            className="cursor-pointer rounded-full px-4 py-1.5 text-xs font-bold tracking-wider text-fg-muted transition has-checked:bg-accent has-checked:text-accent-fg has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input type="radio" name={`${id}-mode`} value={value} checked={mode === value} onChange={() => onChange(value)} className="sr-only" />
            {value.toUpperCase()}
          </label>
        ))}
      </span>
    </fieldset>
  )
}

type TextField = Exclude<keyof DemoConfig, 'mode' | 'monthly'>

function Field({
  label,
  field,
  config,
  problem,
  hint,
  mono = false,
  ...input
}: {
  label: ReactNode
  field: TextField
  config: DemoConfig & { set(change: Partial<DemoConfig>): void }
  problem: string | undefined
  hint?: string
  mono?: boolean
  placeholder?: string
  type?: 'text' | 'url'
  autoComplete?: string
  inputMode?: 'decimal'
}) {
  const id = useId()
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={id}
        name={field}
        value={config[field]}
        onChange={(event) => config.set({ [field]: event.target.value })}
        aria-invalid={problem !== undefined}
        aria-describedby={`${id}-note`}
        spellCheck={false}
        autoCapitalize="none"
        className={`h-10 w-full rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg outline-none placeholder:text-fg-subtle focus:border-accent focus:ring-4 focus:ring-accent/15 aria-[invalid=true]:border-danger ${mono ? 'font-mono text-[0.8125rem]' : ''}`}
        {...input}
      />
      <p id={`${id}-note`} className={`text-xs ${problem ? 'text-danger' : 'text-fg-subtle'}`}>
        {problem ?? hint ?? '\u00a0'}
      </p>
    </div>
  )
}
