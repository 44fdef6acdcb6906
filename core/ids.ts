// Shapes of the identifiers that arrive from browsers and URLs.

/** Creator ids appear in URLs and embed attributes, so they are lowercase and URL-safe. */
export const CREATOR_ID_PATTERN = /^[a-z0-9_-]{3,64}$/
export const ANON_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{6,16}$/
/** An overlay browser's own random id (a UUID fits), so its reconnections count as one overlay. */
export const OVERLAY_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

export function isCreatorId(x: unknown): x is string {
  return typeof x === 'string' && CREATOR_ID_PATTERN.test(x)
}

export function isOverlayId(x: unknown): x is string {
  return typeof x === 'string' && OVERLAY_ID_PATTERN.test(x)
}

export function isAnonId(x: unknown): x is string {
  return typeof x === 'string' && ANON_ID_PATTERN.test(x)
}
