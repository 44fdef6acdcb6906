// Monthly boosts' vocabulary, without a schema library: the entity, the API and the pages share it.

/**
 * active: renews at the period's end; past_due: the last payment failed and the provider retries;
 * cancelled: runs to the period's end and then stops (it may be resumed until then); ended: over.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled', 'ended'] as const
