// /admin/checklist: the go-live checklist the server computes (GET /api/admin/checklist), each
// item green or red with what was found and how to fix it. Open with demo payments; the admin
// token once payments are live.
import { useData } from 'vike-react/useData'
import { AlertIcon, CheckIcon, CloseIcon } from '../../../assets/icons.tsx'
import type { Checklist, ChecklistItem } from '../../../core/api/admin.ts'
import { formatTimeOfDay } from '../../../core/format.ts'
import { Badge } from '../../../ui/Badge.tsx'
import { Button } from '../../../ui/Button.tsx'
import { useAdminToken } from '../../../ui/console/adminToken.ts'
import { AdminTokenForm } from '../../../ui/console/AdminTokenForm.tsx'
import { ConsoleShell } from '../../../ui/console/ConsoleShell.tsx'
import { ConsolePageHeader, Panel, Spinner } from '../../../ui/console/Panel.tsx'
import { errorStatus } from '../../../ui/console/serverError.ts'
import type { Data } from './+data.ts'
import { useChecklist } from '../../../ui/checklist/queries.ts'
import { YourAccountChecks } from './YourAccountChecks.tsx'

export default function ChecklistPage() {
  const { livePayments } = useData<Data>()
  const token = useAdminToken((state) => state.token)
  const needsToken = livePayments && !token
  const checklist = useChecklist(token, !needsToken)
  const refused = checklist.isError && errorStatus(checklist.error) === 401

  return (
    <ConsoleShell>
      <div className="grid gap-6">
        <ConsolePageHeader
          id="checklist-title"
          eyebrow="Admin"
          title="Go-live checklist"
          description="What this server needs before it takes real money, checked live against its configuration and database."
          actions={
            checklist.data ? (
              <Button variant="secondary" size="sm" onClick={() => void checklist.refetch()} disabled={checklist.isFetching}>
                {checklist.isFetching ? 'Checking…' : 'Check again'}
              </Button>
            ) : null
          }
        />
        <YourAccountChecks />
        {needsToken || refused ? (
          <AdminTokenForm
            title="The checklist needs the admin token"
            text="Payments are live on this server, so only the platform admin may read its configuration. Enter ADMIN_TOKEN; if none is set, set it and restart."
            refused={refused}
          />
        ) : checklist.isPending ? (
          <div className="grid min-h-[280px] place-items-center rounded-2xl border border-line bg-surface shadow-soft">
            <Spinner label="Checking the server…" size={28} />
          </div>
        ) : checklist.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl border border-danger/25 bg-danger-soft p-4 text-sm">
            <AlertIcon size={18} className="shrink-0 text-danger" />
            <p className="flex-1 font-medium text-fg">The checklist could not be loaded: {checklist.error.message}</p>
            <Button size="sm" variant="secondary" onClick={() => void checklist.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <Results checklist={checklist.data} />
        )}
      </div>
    </ConsoleShell>
  )
}

function Results({ checklist }: { checklist: Checklist }) {
  const passed = checklist.items.filter((item) => item.ok).length
  const total = checklist.items.length
  return (
    <>
      <section
        aria-label="Summary"
        className={`flex flex-col gap-5 rounded-2xl border p-5 sm:flex-row sm:items-center sm:p-6 ${checklist.ready ? 'border-success/25 bg-success-soft' : 'border-line bg-surface shadow-soft'}`}
        data-checklist-ready={checklist.ready}
      >
        <Progress passed={passed} total={total} />
        <div className="min-w-0 flex-1">
          <p className="text-lg font-semibold text-fg">{checklist.ready ? 'Ready to go live' : `${total - passed} of ${total} to fix before going live`}</p>
          <p className="mt-0.5 text-sm text-fg-muted">
            Payments are {checklist.payments === 'stripe' ? 'live with Stripe' : 'a demo: no money moves'}. Checked{' '}
            <time dateTime={checklist.checkedAt}>{formatTimeOfDay(new Date(checklist.checkedAt))}</time>.
          </p>
        </div>
        <Badge tone={checklist.payments === 'stripe' ? 'success' : 'warning'} className="self-start sm:self-auto">{checklist.payments === 'stripe' ? 'Live payments' : 'Demo payments'}</Badge>
      </section>
      <Panel title="Checks" bodyClassName="" data-checklist="">
        <ul className="divide-y divide-line">
          {checklist.items.map((item) => (
            <Item key={item.id} item={item} />
          ))}
        </ul>
      </Panel>
      <p className="text-sm text-fg-muted">
        The README’s “Going live with Stripe” walks through each step.{' '}
        <a href="/docs" className="font-medium text-accent-text hover:underline">
          Documentation
        </a>
      </p>
    </>
  )
}

function Item({ item }: { item: ChecklistItem }) {
  return (
    <li className="flex gap-4 px-5 py-4 sm:px-6" data-check={item.id} data-ok={item.ok}>
      <span
        className={`mt-0.5 grid size-7 shrink-0 place-items-center rounded-full ${item.ok ? 'bg-success text-white' : 'bg-danger text-white'}`}
        role="img"
        aria-label={item.ok ? 'Passes' : 'Needs fixing'}
      >
        {item.ok ? <CheckIcon size={15} /> : <CloseIcon size={15} />}
      </span>
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <p className="font-medium text-fg">{item.label}</p>
        <p className="mt-0.5 text-sm text-fg-muted">{item.detail}</p>
        {item.ok ? null : (
          <p className="mt-2 rounded-xl border border-line bg-bg-subtle px-3 py-2 text-sm text-fg-muted">
            <span className="font-semibold text-fg">How to fix: </span>
            <WithCode text={item.fix} />
          </p>
        )}
      </div>
    </li>
  )
}

/** `backticked` words are commands or settings: shown as code. */
function WithCode({ text }: { text: string }) {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index} className="rounded bg-surface-2 px-1 py-px font-mono text-[0.8125rem] text-fg">{part}</code> : part))
}

function Progress({ passed, total }: { passed: number; total: number }) {
  const radius = 26
  const circumference = 2 * Math.PI * radius
  return (
    <span className="relative grid size-16 shrink-0 place-items-center" role="img" aria-label={`${passed} of ${total} checks pass`}>
      <svg viewBox="0 0 64 64" className="absolute inset-0 -rotate-90" aria-hidden="true">
        <circle cx="32" cy="32" r={radius} fill="none" stroke="var(--line)" strokeWidth="6" />
        <circle
          cx="32"
          cy="32"
          r={radius}
          fill="none"
          stroke={passed === total ? 'var(--success)' : 'var(--accent)'}
          strokeWidth="6"
          strokeLinecap="round"
          strokeDasharray={`${(passed / total) * circumference} ${circumference}`}
        />
      </svg>
      <span className="text-sm font-semibold text-fg tabular-nums">
        {passed}/{total}
      </span>
    </span>
  )
}
