// The floating navigation pill: starts 24 px from the top right, steps back and forward
// through core/routes.ts's list, offers Home everywhere but "/", and can be dragged out of the way
// with the mouse, or moved with the arrow keys from its grip (Home key puts it back).
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { ArrowLeftIcon, ArrowRightIcon, GripIcon, HomeIcon } from '../assets/icons.tsx'
import { navNeighbours } from '../core/routes.ts'
import { Tooltip } from '../ui/Tooltip.tsx'

type Point = { x: number; y: number }

const EDGE_PX = 8
const KEY_STEP_PX = 16
const KEY_STEP_LARGE_PX = 64
const POSITION_KEY = 'boost:nav-pill'

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

export function NavPill() {
  const { urlPathname } = usePageContext()
  const pathname = urlPathname.length > 1 ? urlPathname.replace(/\/+$/, '') : urlPathname
  const { previous, next, showHome } = navNeighbours(pathname)
  const pill = useRef<HTMLElement>(null)
  const drag = useRef<{ pointerId: number; start: Point; origin: Point } | null>(null)
  const [position, setPosition] = useState<Point | null>(null)
  const [dragging, setDragging] = useState(false)

  function clamp(point: Point): Point {
    const element = pill.current
    const width = element?.offsetWidth ?? 0
    const height = element?.offsetHeight ?? 0
    return {
      x: Math.round(Math.min(Math.max(point.x, EDGE_PX), window.innerWidth - width - EDGE_PX)),
      y: Math.round(Math.min(Math.max(point.y, EDGE_PX), window.innerHeight - height - EDGE_PX)),
    }
  }

  function place(point: Point | null) {
    const placed = point && clamp(point)
    setPosition(placed)
    try {
      if (placed) sessionStorage.setItem(POSITION_KEY, JSON.stringify(placed))
      else sessionStorage.removeItem(POSITION_KEY)
    } catch {
      // Without storage the pill simply starts in its corner on the next page load.
    }
  }

  function origin(): Point {
    const rect = pill.current!.getBoundingClientRect()
    return { x: rect.left, y: rect.top }
  }

  // Where the visitor left it in this tab, once we can measure.
  useEffect(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(POSITION_KEY) ?? 'null') as Point | null
      if (saved && Number.isFinite(saved.x) && Number.isFinite(saved.y)) setPosition(clamp(saved))
    } catch {
      // A missing or unreadable position keeps the default corner.
    }
    const keepInside = () => setPosition((current) => current && clamp(current))
    window.addEventListener('resize', keepInside)
    return () => window.removeEventListener('resize', keepInside)
  }, [])

  // Labels change width from page to page; stay on screen.
  useIsomorphicLayoutEffect(() => {
    setPosition((current) => current && clamp(current))
  }, [pathname])

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0) return
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { pointerId: event.pointerId, start: { x: event.clientX, y: event.clientY }, origin: origin() }
    setDragging(true)
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current
    if (!current || current.pointerId !== event.pointerId) return
    place({ x: current.origin.x + event.clientX - current.start.x, y: current.origin.y + event.clientY - current.start.y })
  }

  function endDrag(event: PointerEvent<HTMLButtonElement>) {
    if (drag.current?.pointerId !== event.pointerId) return
    drag.current = null
    setDragging(false)
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.shiftKey ? KEY_STEP_LARGE_PX : KEY_STEP_PX
    const moves: Record<string, Point> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      const from = origin()
      place({ x: from.x + move.x, y: from.y + move.y })
    } else if (event.key === 'Home') {
      event.preventDefault()
      place(null)
    }
  }

  const link =
    'group inline-flex h-9 items-center gap-1.5 rounded-full px-2.5 text-[0.8125rem] font-medium text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg'
  return (
    <nav
      ref={pill}
      aria-label="Page navigation"
      data-nav-pill
      data-dragging={dragging}
      className={`fixed z-50 flex items-center gap-0.5 rounded-full border border-line bg-surface/85 p-1 shadow-lifted backdrop-blur-xl backdrop-saturate-150 transition-shadow data-[dragging=true]:shadow-[0_20px_50px_-12px_rgb(0_0_0/0.35)] ${
        position ? '' : 'top-6 right-6'
      }`}
      style={position ? { left: position.x, top: position.y } : undefined}
    >
      <button
        type="button"
        aria-label="Move navigation"
        aria-describedby="nav-pill-help"
        title="Drag to move, or use the arrow keys"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
        data-nav-handle
        className="grid h-9 w-6 cursor-grab touch-none place-items-center rounded-full text-fg-subtle transition-colors hover:bg-surface-2 hover:text-fg active:cursor-grabbing"
      >
        <GripIcon size={16} />
      </button>
      <span id="nav-pill-help" className="sr-only">
        Drag with the mouse, or press the arrow keys to move the navigation. Home puts it back in the corner.
      </span>
      {previous ? (
        <a href={previous.path} rel="prev" data-nav="previous" className={link}>
          <ArrowLeftIcon size={16} className="transition-transform group-hover:-translate-x-0.5" />
          <span className="sr-only sm:not-sr-only">{previous.title}</span>
        </a>
      ) : null}
      {showHome ? (
        <Tooltip label="Home">
          <a href="/" aria-label="Home" data-nav="home" className={`${link} w-9 justify-center px-0`}>
            <HomeIcon size={16} />
          </a>
        </Tooltip>
      ) : null}
      {next ? (
        <a href={next.path} rel="next" data-nav="next" className={`${link} ${previous || showHome ? '' : 'pl-3'}`}>
          <span className="sr-only sm:not-sr-only">{next.title}</span>
          <ArrowRightIcon size={16} className="transition-transform group-hover:translate-x-0.5" />
        </a>
      ) : null}
    </nav>
  )
}
