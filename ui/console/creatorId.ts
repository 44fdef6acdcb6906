// A new creator's id for Easy Setup: a prefix and a time-based token, lowercase and
// URL-safe like every creator id.

const CREATOR_ID_PREFIX = 'creator-'

export function newCreatorId(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = Math.floor(random() * 36 ** 3)
    .toString(36)
    .padStart(3, '0')
  return `${CREATOR_ID_PREFIX}${now.toString(36)}${suffix}`
}

/** The placeholder address onboarding is started with; the creator gives Stripe their real one. */
export function placeholderEmail(creatorId: string): string {
  return `${creatorId}@example.com`
}
