// /webhooks: a creator's webhook endpoints. Add one (URL and events; its signing secret is shown
// once, with how to verify), see each one's state and delivery log, resend a delivery, delete one.
import { KeyIcon } from '../../assets/icons.tsx'
import { useMe } from '../../ui/account/useMe.ts'
import { ButtonLink } from '../../ui/Button.tsx'
import { ConsoleShell } from '../../ui/console/ConsoleShell.tsx'
import { ConsolePageHeader, Panel } from '../../ui/console/Panel.tsx'
import { AddEndpointPanel } from './AddEndpointPanel.tsx'
import { EndpointsPanel } from './EndpointsPanel.tsx'

export default function WebhooksPage() {
  const me = useMe()
  return (
    <ConsoleShell>
      <div className="grid gap-6">
        <ConsolePageHeader
          id="webhooks-title"
          eyebrow="Webhooks"
          title="Send events to your server"
          description="Boosts, refunds, disputes and reached goals, signed per Standard Webhooks and retried for up to 3 days until your server answers 2xx."
        />
        {me ? (
          <div className="grid items-start gap-6">
            <AddEndpointPanel creatorId={me.creatorId} />
            <EndpointsPanel creatorId={me.creatorId} />
          </div>
        ) : (
          <Panel>
            <p className="mb-4 text-sm text-fg-muted">Sign in as a creator to add webhook endpoints.</p>
            <ButtonLink href="/signin">
              <KeyIcon size={16} /> Sign in
            </ButtonLink>
          </Panel>
        )}
      </div>
    </ConsoleShell>
  )
}
