// A supporter's name as a boost carries it: how long it may be, and the one way every surface
// says who boosted. Shared by the server's schemas, the widget and the pages.

export const MAX_SUPPORTER_NAME_LENGTH = 40

export const ANONYMOUS = 'Anonymous'

/** What a surface needs to name a supporter: the public name, if any, and whether they chose to stay anonymous. */
export type SupporterNaming = { supporterName: string | null; anonymous: boolean }

/** "Anonymous", or the public name; null when the boost has neither, and the surface shows its usual label. */
export function supporterShownAs({ supporterName, anonymous }: SupporterNaming): string | null {
  return anonymous ? ANONYMOUS : supporterName
}

/** Who boosted, in a list: their name, "Anonymous", "Supporter a1B2c3" by their label, or "Someone". */
export function supporterTitle(boost: SupporterNaming & { supporterLabel: string | null }): string {
  return supporterShownAs(boost) ?? (boost.supporterLabel ? `Supporter ${boost.supporterLabel}` : 'Someone')
}
