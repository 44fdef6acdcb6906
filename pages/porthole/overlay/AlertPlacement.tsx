// Where an alert sits on a stream overlay, and how big: one of nine places on the screen (the
// top-left one under the counter, where alerts have always been), at 50 to 200% of its size.
// Shared with the /alerts preview, which draws a screen of its own (`within` its frame).
import type { ReactNode } from 'react'
import type { AlertLayout, AlertPosition } from '../../../core/alertLook.ts'

const PLACES: Record<AlertPosition, string> = {
  'top-left': 'items-start justify-start',
  'top-center': 'items-start justify-center',
  'top-right': 'items-start justify-end',
  'middle-left': 'items-center justify-start',
  center: 'items-center justify-center',
  'middle-right': 'items-center justify-end',
  'bottom-left': 'items-end justify-start',
  'bottom-center': 'items-end justify-center',
  'bottom-right': 'items-end justify-end',
}

/** Whether the alert shows in the page's flow, under the counter, rather than on a place of the screen. */
export const underCounter = (layout: AlertLayout) => layout.position === 'top-left' && layout.showCounter

export function AlertPlacement({ layout, within = 'screen', children }: { layout: AlertLayout; within?: 'screen' | 'frame'; children: ReactNode }) {
  // `zoom` scales the layout box too, so the alert's place on screen accounts for its size.
  const scaled = (
    <div style={{ zoom: layout.scale / 100 }} data-alert-position={layout.position} data-alert-scale={layout.scale}>
      {children}
    </div>
  )
  if (underCounter(layout)) return scaled
  return (
    <div className={`${within === 'screen' ? 'fixed' : 'absolute'} pointer-events-none inset-0 flex p-6 ${PLACES[layout.position]}`}>
      {scaled}
    </div>
  )
}
