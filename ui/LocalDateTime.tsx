// A moment in the viewer's time zone. The server cannot know that zone, so the page it renders (and
// the browser's first render, which must match it) says the time in UTC; the browser then writes it
// in local time.
import { useSyncExternalStore } from 'react'
import { formatDateTime } from '../core/format.ts'

const unchanging = () => () => {}

export function LocalDateTime({ iso }: { iso: string }) {
  const inBrowser = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
  const date = new Date(iso)
  return <time dateTime={iso}>{inBrowser ? formatDateTime(date) : `${formatDateTime(date, 'utc')} UTC`}</time>
}
