// Tooltips: open on hover after 700 ms, or at once within 300 ms of the last one; at once on
// keyboard focus; close on leave, click, Escape and scroll. Our tooltips are short
// labels beside a control, so they are placed here in a few lines rather than by a positioning
// library: that library and its React wrapper were a fifth of the script every page loaded.
import { cloneElement, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

const TOOLTIP_DELAY_MS = 700
const TOOLTIP_SKIP_DELAY_MS = 300
/** Between the control and its tooltip, and the least room kept to the viewport's edges. */
const GAP_PX = 8

type Side = 'top' | 'bottom' | 'left' | 'right'
/** The content's data-state, as the entrance animation (motion.css) reads it. */
type OpenState = 'delayed-open' | 'instant-open'

// One tooltip is open at a time, page-wide; the next one skips the delay while one is open or
// for 300 ms after one closed, so a pointer moving along a row of controls reads each at once.
let closeOpenTooltip: (() => void) | null = null
let lastClosedAt = Number.NEGATIVE_INFINITY

const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' }

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
  onClick?: (event: unknown) => void
  'aria-describedby'?: string
}

/** `children`, one element that passes its props on to its DOM element, labelled by `label` on hover and focus. */
export function Tooltip({ label, children, side = 'bottom' }: { label: ReactNode; children: ReactElement<TriggerProps>; side?: Side }) {
  const id = useId()
  const [open, setOpen] = useState<OpenState | null>(null)
  const anchor = useRef<HTMLElement | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // A focus that a press brought is no request for the tooltip the press just closed.
  const pressed = useRef(false)

  // Made once, so the page-wide record of the open tooltip can tell this one's by identity.
  const close = useRef(() => {
    clearTimeout(timer.current)
    setOpen((current) => {
      if (current) lastClosedAt = performance.now()
      return null
    })
    if (closeOpenTooltip === close) closeOpenTooltip = null
  }).current
  const show = (state: OpenState) => {
    if (closeOpenTooltip !== close) closeOpenTooltip?.()
    closeOpenTooltip = close
    setOpen(state)
  }

  useEffect(() => close, [close])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close()
    const onScroll = (event: Event) => {
      if (event.target instanceof Node && anchor.current && event.target.contains(anchor.current)) close()
    }
    document.addEventListener('keydown', onKey)
    window.addEventListener('scroll', onScroll, { capture: true, passive: true })
    return () => {
      document.removeEventListener('keydown', onKey)
      window.removeEventListener('scroll', onScroll, { capture: true })
    }
  }, [open, close])

  const own = children.props
  const trigger = cloneElement(children, {
    'aria-describedby': open ? id : own['aria-describedby'],
    onPointerEnter: after(own.onPointerEnter, (event) => {
      if (event.pointerType === 'touch') return
      anchor.current = event.currentTarget
      clearTimeout(timer.current)
      if (closeOpenTooltip || performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) show('instant-open')
      else timer.current = setTimeout(() => show('delayed-open'), TOOLTIP_DELAY_MS)
    }),
    onPointerLeave: after(own.onPointerLeave, close),
    onPointerDown: after(own.onPointerDown, () => {
      pressed.current = true
      close()
    }),
    onFocus: after(own.onFocus, (event) => {
      anchor.current = event.currentTarget
      if (!pressed.current) show('instant-open')
    }),
    onBlur: after(own.onBlur, () => {
      pressed.current = false
      close()
    }),
    onClick: after(own.onClick, close),
  })
  return (
    <>
      {trigger}
      {open && anchor.current
        ? createPortal(
            <TooltipContent id={id} anchor={anchor.current} side={side} state={open}>
              {label}
            </TooltipContent>,
            document.body,
          )
        : null}
    </>
  )
}

/** The control's own handler, then the tooltip's. */
function after<E>(own: ((event: E) => void) | undefined, ours: (event: E) => void): (event: E) => void {
  return (event) => {
    own?.(event)
    ours(event)
  }
}

/** The label, placed on `side` of `anchor`, or on the other side where there is no room, and kept inside the viewport. */
function TooltipContent({ id, anchor, side, state, children }: { id: string; anchor: HTMLElement; side: Side; state: OpenState; children: ReactNode }) {
  const content = useRef<HTMLDivElement>(null)
  const [placed, setPlaced] = useState<{ side: Side; left: number; top: number } | null>(null)
  useLayoutEffect(() => {
    const box = anchor.getBoundingClientRect()
    const { offsetWidth: width, offsetHeight: height } = content.current!
    const { innerWidth, innerHeight } = window
    const room: Record<Side, number> = { top: box.top, bottom: innerHeight - box.bottom, left: box.left, right: innerWidth - box.right }
    const needed = side === 'top' || side === 'bottom' ? height : width
    const actual = room[side] < needed + 2 * GAP_PX && room[OPPOSITE[side]] > room[side] ? OPPOSITE[side] : side
    const clamp = (value: number, size: number, limit: number) => Math.min(Math.max(value, GAP_PX), Math.max(GAP_PX, limit - size - GAP_PX))
    const vertical = actual === 'top' || actual === 'bottom'
    setPlaced({
      side: actual,
      left: vertical ? clamp(box.left + box.width / 2 - width / 2, width, innerWidth) : actual === 'left' ? box.left - width - GAP_PX : box.right + GAP_PX,
      top: vertical ? (actual === 'top' ? box.top - height - GAP_PX : box.bottom + GAP_PX) : clamp(box.top + box.height / 2 - height / 2, height, innerHeight),
    })
  }, [anchor, side])
  return (
    <div
      ref={content}
      id={id}
      role="tooltip"
      data-state={state}
      data-side={placed?.side ?? side}
      style={{ position: 'fixed', left: placed?.left ?? 0, top: placed?.top ?? 0, visibility: placed ? undefined : 'hidden' }}
      className="tooltip pointer-events-none z-[60] max-w-xs rounded-lg bg-fg px-2.5 py-1.5 text-xs font-medium text-bg shadow-lifted"
    >
      {children}
    </div>
  )
}
