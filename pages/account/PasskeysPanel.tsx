// The account page's passkeys: name, when made and last used, synced or bound to one device;
// rename, remove, and add another.
import { useState, type FormEvent } from 'react'
import type { Account } from '../../core/api/account.ts'
import { SavePasskeyButton } from '../../ui/account/SavePasskeyButton.tsx'
import { Badge } from '../../ui/Badge.tsx'
import { Button } from '../../ui/Button.tsx'
import { Panel } from '../../ui/console/Panel.tsx'
import { serverErrorText } from '../../ui/console/serverError.ts'
import { showToast } from '../../ui/toast/toastStore.ts'
import { formatWhen } from './formatWhen.ts'
import { useRefreshAccount, useRemovePasskey, useRenamePasskey } from '../../ui/account/queries.ts'

type PasskeyRow = Account['passkeyList'][number]

export function PasskeysPanel({ account }: { account: Account }) {
  const refresh = useRefreshAccount()
  const { passkeyList } = account
  return (
    <Panel
      id="passkeys"
      title="Passkeys"
      description="Each one signs you in on its device (or every device it syncs to), with no password."
      actions={<SavePasskeyButton creatorId={account.creatorId} label="Add a passkey" size="sm" onSaved={refresh} />}
      bodyClassName="p-0"
      data-passkeys=""
    >
      {passkeyList.length === 0 ? (
        <p className="p-5 text-sm text-fg-muted sm:p-6">No passkey yet: this browser is the only way into your console. Add one so you can come back from any device.</p>
      ) : (
        <ul className="divide-y divide-line">
          {passkeyList.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
    </Panel>
  )
}

function PasskeyItem({ passkey }: { passkey: PasskeyRow }) {
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(passkey.name)
  const rename = useRenamePasskey()
  const remove = useRemovePasskey()

  function submit(event: FormEvent) {
    event.preventDefault()
    rename.mutate({ id: passkey.id, name }, { onSuccess: () => setEditing(false), onError: (error) => showToast({ title: 'Not renamed', description: serverErrorText(error) ?? undefined, variant: 'destructive' }) })
  }

  function removeIt() {
    if (!window.confirm(`Remove the passkey “${passkey.name}”? It will no longer sign you in.`)) return
    remove.mutate(passkey.id, { onError: (error) => showToast({ title: 'Not removed', description: serverErrorText(error) ?? undefined, variant: 'destructive' }) })
  }

  return (
    <li className="flex flex-wrap items-center gap-3 px-5 py-4 sm:px-6" data-passkey={passkey.name}>
      {editing ? (
        <form onSubmit={submit} className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor={`passkey-name-${passkey.id}`}>
            Passkey name
          </label>
          <input
            id={`passkey-name-${passkey.id}`}
            value={name}
            maxLength={64}
            onChange={(event) => setName(event.target.value)}
            autoFocus
            className="h-9 min-w-0 flex-1 rounded-lg border border-line-strong bg-bg px-3 text-sm text-fg outline-none focus:border-accent focus:ring-4 focus:ring-accent/20"
          />
          <Button type="submit" size="sm" disabled={rename.isPending || name.trim() === ''}>
            Save
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-fg">
              <span className="truncate">{passkey.name}</span>
              <Badge tone={passkey.backedUp ? 'success' : 'neutral'}>{passkey.backedUp ? 'Synced' : 'This device'}</Badge>
            </p>
            <p className="mt-0.5 text-xs text-fg-subtle">
              Added {formatWhen(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${formatWhen(passkey.lastUsedAt)}` : 'not used to sign in yet'}
            </p>
          </div>
          <div className="flex gap-1">
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={`Rename ${passkey.name}`}>
              Rename
            </Button>
            <Button size="sm" variant="ghost" onClick={removeIt} disabled={remove.isPending} aria-label={`Remove ${passkey.name}`}>
              Remove
            </Button>
          </div>
        </>
      )}
    </li>
  )
}
