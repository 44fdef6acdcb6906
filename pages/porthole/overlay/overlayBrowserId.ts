// This overlay browser's own random id, kept in its storage: the alert stream counts the streams
// of one id as one overlay live, however often it reconnects or however many tabs it opens.
import { isOverlayId } from '../../../core/ids.ts'

const OVERLAY_ID_KEY = 'boost:overlay-id'
let memoryId: string | undefined

/** The stored id, or a new one stored; a browser without storage keeps one for the page's lifetime. */
export function overlayBrowserId(): string {
  try {
    const stored = localStorage.getItem(OVERLAY_ID_KEY)
    if (isOverlayId(stored)) return stored
    const created = crypto.randomUUID()
    localStorage.setItem(OVERLAY_ID_KEY, created)
    return created
  } catch {
    return (memoryId ??= crypto.randomUUID())
  }
}
