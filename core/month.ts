// A monthly boost's periods: a month on, on the same day of the month where the month has it.

/** One month on from `from`, on the same day of the month or the month's last day (Jan 31 → Feb 28), same time of day, UTC. */
export function monthAfter(from: Date): Date {
  const next = new Date(from)
  next.setUTCDate(1)
  next.setUTCMonth(next.getUTCMonth() + 1)
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate()
  next.setUTCDate(Math.min(from.getUTCDate(), lastDay))
  return next
}

/** The first instant of `at`'s calendar month, UTC: where "this month" begins for every creator alike. */
export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1))
}
