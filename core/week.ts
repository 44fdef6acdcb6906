// ISO weeks in UTC: the weekly leaderboard resets at Monday 00:00 UTC.

const DAY_MS = 24 * 60 * 60 * 1000

export function weekStart(date: Date): Date {
  const time = date.getTime()
  if (Number.isNaN(time)) throw new RangeError('weekStart needs a valid date')
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
  // getUTCDay counts from Sunday = 0; ISO weeks start on Monday.
  const daysSinceMonday = (date.getUTCDay() + 6) % 7
  return new Date(midnight - daysSinceMonday * DAY_MS)
}

/** 'YYYY-MM-DD' of the week's Monday, used as the leaderboard's week key. */
export function weekKey(date: Date): string {
  return weekStart(date).toISOString().slice(0, 10)
}

export function nextWeekStart(date: Date): Date {
  return new Date(weekStart(date).getTime() + 7 * DAY_MS)
}
