// The referral card for this browser's supporter; a first-time visitor is identified when they
// create their link.
import { ReferralCard } from '../../ui/fans/ReferralCard.tsx'
import { supporterIdentity, useSupporterIdentity } from '../../ui/fans/supporterIdentity.ts'

export function LeaderboardReferral() {
  const { supporterId } = useSupporterIdentity()
  return <ReferralCard supporterId={supporterId} getSupporterId={() => supporterIdentity()?.ensureSupporterId() ?? Promise.resolve(null)} />
}
