// The boost widget beside a creator's page, an island, in the theme the visitor picked for the site; here it offers Monthly.
import { useSiteTheme } from '../../../ui/useSiteTheme.ts'
import { BoostWidget } from '../../../widget/react/BoostWidget.tsx'

export function CreatorWidget({ creatorId, connectedAccount, name }: { creatorId: string; connectedAccount: string; name: string }) {
  return <BoostWidget creatorId={creatorId} connectedAccount={connectedAccount} name={name} theme={useSiteTheme()} monthly />
}
