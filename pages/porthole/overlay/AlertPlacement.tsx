// Where an alert sits on a stream overlay, and how big: one of nine places on the screen (the
// top-left one under the counter, where alerts have always been), at 50 to 200% of its size, and
// never bigger than the screen has room for, so nothing needs cropping in OBS.
// Shared with the /alerts preview, which draws a screen of its own (`within` its frame).
import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { AlertLayout, AlertPosition } from '../../../core/alertLook.ts'

const PLACES: Record<AlertPosition, { flex: string; origin: string }> = {
  'top-left': { flex: 'items-start justify-start', origin: 'top left' },
  'top-center': { flex: 'items-start justify-center', origin: 'top center' },
  'top-right': { flex: 'items-start justify-end', origin: 'top right' },
  'middle-left': { flex: 'items-center justify-start', origin: 'center left' },
  center: { flex: 'items-center justify-center', origin: 'center' },
  'middle-right': { flex: 'items-center justify-end', origin: 'center right' },
  'bottom-left': { flex: 'items-end justify-start', origin: 'bottom left' },
  'bottom-center': { flex: 'items-end justify-center', origin: 'bottom center' },
  'bottom-right': { flex: 'items-end justify-end', origin: 'bottom right' },
}

/** Whether the alert shows in the page's flow, under the counter, rather than on a place of the screen. */
export const underCounter = (layout: AlertLayout) => layout.position === 'top-left' && layout.showCounter

export function AlertPlacement({ layout, within = 'screen', children }: { layout: AlertLayout; within?: 'screen' | 'frame'; children: ReactNode }) {
  const marks = { 'data-alert-position': layout.position, 'data-alert-scale': layout.scale }
  // Under the counter, `zoom` scales the room the alert takes too.
  if (underCounter(layout)) return <div style={{ zoom: layout.scale / 100 }} {...marks}>{children}</div>
  return (
    <div className={`${within === 'screen' ? 'fixed' : 'absolute'} pointer-events-none inset-0 flex p-6 ${PLACES[layout.position].flex}`}>
      <Scaled scale={layout.scale / 100} origin={PLACES[layout.position].origin} marks={marks}>
        {children}
      </Scaled>
    </div>
  )
}

/** Scaled from its corner of the screen, and shrunk to fit when the screen is too small for the size chosen. */
function Scaled({ scale, origin, marks, children }: { scale: number; origin: string; marks: Record<string, string | number>; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const [fit, setFit] = useState(1)
  useEffect(() => {
    const element = box.current
    const area = element?.parentElement
    if (!element || !area) return
    // Layout sizes, which a transform leaves alone: the alert's own and the room inside the padding.
    const measure = () => {
      const padding = getComputedStyle(area)
      const room = {
        width: area.clientWidth - parseFloat(padding.paddingLeft) - parseFloat(padding.paddingRight),
        height: area.clientHeight - parseFloat(padding.paddingTop) - parseFloat(padding.paddingBottom),
      }
      if (element.offsetWidth === 0 || element.offsetHeight === 0) return
      setFit(Math.min(1, room.width / (element.offsetWidth * scale), room.height / (element.offsetHeight * scale)))
    }
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    observer.observe(area)
    return () => observer.disconnect()
  }, [scale])
  return (
    <div ref={box} style={{ transform: `scale(${scale * fit})`, transformOrigin: origin }} {...marks}>
      {children}
    </div>
  )
}
