// A six-digit counter in one of the display styles, glowing the digits that change and pulsing
// its frame. It shows whatever value it is given: LiveCounter feeds it live numbers, the porthole
// demo its own. A new style is a DISPLAY_GLOW_MS entry in displayModes.ts plus a renderer below.
// Its styles, ./counter.css, are part of the global stylesheet (renderer/global.css).
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react'
import { changedDigits, FRAME_PULSE_MS, padDigits, type CounterAccent } from '../../core/counter.ts'
import { formatCount } from '../../core/format.ts'
import { DISPLAY_GLOW_MS, type DisplayMode } from './displayModes.ts'

export type CounterDisplayProps = {
  value: number
  label: string
  mode?: DisplayMode
  accent?: CounterAccent
  size?: 'sm' | 'md' | 'lg'
  /** Shown beside the label: connection state, a unit. */
  status?: ReactNode
  /** Replaces the digits, e.g. with an error message. */
  children?: ReactNode
  className?: string
}

/** Draws one digit; `previous` is the digit it replaces while it animates, otherwise null. */
const DIGIT_RENDERERS: Record<DisplayMode, (digit: string, previous: string | null) => ReactNode> = {
  led: (digit) => <span>{digit}</span>,
  digital: (digit) => <SevenSegmentDigit digit={digit} />,
  block: (digit) => digit,
  flip: (digit, previous) => <FlipDigit digit={digit} previous={previous} />,
  dot: (digit) => <DotMatrixDigit digit={digit} />,
}

export function CounterDisplay({ value, label, mode = 'led', accent = 'green', size = 'md', status, children, className = '' }: CounterDisplayProps) {
  const digits = padDigits(value)
  const { changed, previous, seq, pulsing } = useDigitChanges(digits, mode)
  return (
    <figure
      className={`counter flex flex-col gap-4 p-5 sm:p-6 ${className}`}
      data-counter
      data-mode={mode}
      data-accent={accent}
      data-size={size}
      data-value={value}
      data-pulse={pulsing}
      style={{ '--glow-ms': `${DISPLAY_GLOW_MS[mode]}ms` } as CSSProperties}
    >
      <figcaption className="flex items-center justify-between gap-3 text-[0.6875rem] font-semibold tracking-[0.14em] text-white/55 uppercase">
        <span>{label}</span>
        {status}
      </figcaption>
      {children ?? (
        <>
          <div className="counter-digits" aria-hidden="true">
            {[...digits].map((digit, index) => {
              const glowing = changed.includes(index)
              return (
                <span key={glowing ? `${index}-${seq}` : index} className="counter-digit" data-changed={glowing}>
                  {DIGIT_RENDERERS[mode](digit, glowing ? (previous[index] ?? null) : null)}
                </span>
              )
            })}
          </div>
          <span className="sr-only">
            {label}: {formatCount(value)}
          </span>
        </>
      )}
    </figure>
  )
}

/**
 * Which digits glow and whether the frame pulses. A change is taken in the render that shows the
 * new digits, so the glow and the pulse land in the same commit as the value; the timers that end
 * them start only after that commit, so a busy main thread can shorten neither to nothing.
 */
function useDigitChanges(digits: string, mode: DisplayMode) {
  // `previous` holds, per position of the new digits, the digit that stood at the same place value before.
  const [state, setState] = useState({ digits, changed: [] as number[], previous: [] as string[], seq: 0, pulsing: false })
  let current = state
  if (state.digits !== digits) {
    const before = state.digits
    const offset = digits.length - before.length
    current = {
      digits,
      changed: changedDigits(before, digits),
      previous: [...digits].map((_, index) => before[index - offset] ?? '0'),
      seq: state.seq + 1,
      pulsing: true,
    }
    setState(current)
  }
  const { seq } = current
  useEffect(() => {
    if (seq === 0) return
    const glow = setTimeout(() => setState((latest) => ({ ...latest, changed: [] })), DISPLAY_GLOW_MS[mode])
    const pulse = setTimeout(() => setState((latest) => ({ ...latest, pulsing: false })), FRAME_PULSE_MS)
    return () => {
      clearTimeout(glow)
      clearTimeout(pulse)
    }
  }, [seq, mode])
  return current
}

// Segments a–g of a seven-segment display, and which are lit for each digit.
const SEGMENTS = {
  a: '11,2 41,2 46,7 41,12 11,12 6,7',
  b: '47,8 52,13 52,41 47,46 42,41 42,13',
  c: '47,48 52,53 52,81 47,86 42,81 42,53',
  d: '11,82 41,82 46,87 41,92 11,92 6,87',
  e: '5,48 10,53 10,81 5,86 0,81 0,53',
  f: '5,8 10,13 10,41 5,46 0,41 0,13',
  g: '11,42 41,42 46,47 41,52 11,52 6,47',
} as const

const LIT: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abdeg',
  '3': 'abcdg',
  '4': 'bcfg',
  '5': 'acdfg',
  '6': 'acdefg',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
}

function SevenSegmentDigit({ digit }: { digit: string }) {
  const lit = LIT[digit] ?? ''
  return (
    <svg viewBox="-2 -2 56 98" preserveAspectRatio="xMidYMid meet">
      <g transform="skewX(-6) translate(6 0)">
        {Object.entries(SEGMENTS).map(([name, points]) => (
          <polygon key={name} className="segment" points={points} data-on={lit.includes(name)} />
        ))}
      </g>
    </svg>
  )
}

/** A split-flap card: while it changes, the old top half folds down onto the new bottom half. */
function FlipDigit({ digit, previous }: { digit: string; previous: string | null }) {
  return (
    <span className="flip-card">
      <span className="flip-half flip-top">
        <span>{digit}</span>
      </span>
      <span className="flip-half flip-bottom">
        <span>{previous ?? digit}</span>
      </span>
      {previous === null ? null : (
        <>
          <span className="flip-half flip-top flip-flap-top">
            <span>{previous}</span>
          </span>
          <span className="flip-half flip-bottom flip-flap-bottom">
            <span>{digit}</span>
          </span>
        </>
      )}
    </span>
  )
}

// A 5 × 7 dot-matrix font, one string of five columns per row.
const DOT_FONT: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
}

function DotMatrixDigit({ digit }: { digit: string }) {
  const rows = DOT_FONT[digit] ?? DOT_FONT['0']!
  return (
    <svg viewBox="0 0 5 7" preserveAspectRatio="xMidYMid meet">
      {rows.flatMap((row, y) =>
        [...row].map((bit, x) => <circle key={`${x}-${y}`} className="dot" cx={x + 0.5} cy={y + 0.5} r={0.38} data-on={bit === '1'} />),
      )}
    </svg>
  )
}
