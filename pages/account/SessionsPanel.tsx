// The account page's sessions: every browser signed in as this creator, with its device and when
// it was last seen; sign out one, or all but this one.
import type { Account } from '../../core/api/account.ts'
import { Badge } from '../../ui/Badge.tsx'
import { Button } from '../../ui/Button.tsx'
import { Panel } from '../../ui/console/Panel.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'
import { showToast } from '../../ui/toast/toastStore.ts'
import { formatWhen } from './formatWhen.ts'
import { useEndOtherSessions, useEndSession } from '../../ui/account/queries.ts'

export function SessionsPanel({ sessions }: { sessions: Account['sessions'] }) {
  const endOne = useEndSession()
  const endOthers = useEndOtherSessions()
  const others = sessions.filter((session) => !session.current).length
  const failed = (error: Error) => showToast({ title: 'Not signed out', description: serverErrorText(error) ?? undefined, variant: 'destructive' })

  return (
    <Panel
      id="sessions"
      title="Signed-in devices"
      description="Sessions last 30 days from their last use."
      actions={
        <Button size="sm" variant="secondary" disabled={others === 0 || endOthers.isPending} onClick={() => endOthers.mutate(undefined, { onError: failed })} data-end-other-sessions>
          Sign out all others
        </Button>
      }
      bodyClassName="p-0"
      data-sessions={String(sessions.length)}
    >
      <ul className="divide-y divide-line">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 px-5 py-4 sm:px-6" data-session={session.current ? 'current' : 'other'}>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-fg">
                {session.device}
                {session.current ? <Badge tone="accent">This browser</Badge> : null}
              </p>
              <p className="mt-0.5 text-xs text-fg-subtle">
                Signed in {formatWhen(session.signedInAt)} · last seen {formatWhen(session.lastSeenAt)}
              </p>
            </div>
            {session.current ? null : (
              <Button size="sm" variant="ghost" disabled={endOne.isPending} onClick={() => endOne.mutate(session.id, { onError: failed })} aria-label={`Sign out ${session.device}`}>
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  )
}
