// A six-digit counter in one of the display styles, glowing the digits that change and pulsing
// its frame. It shows whatever value it is given: LiveCounter feeds it live numbers, the porthole
// demo its own. A new style is a DIGIT_GLOW_MS entry in core/counter.ts plus a renderer below.
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import {
  changedDigits,
  DIGIT_GLOW_MS,
  FRAME_PULSE_MS,
  padDigits,
  type CounterAccent,
  type CounterMode,
} from '../../core/counter.ts'
import './counter.css'

export type CounterDisplayProps = {
  value: number
  label: string
  mode?: CounterMode
  accent?: CounterAccent
  size?: 'sm' | 'md' | 'lg'
  /** Shown beside the label: connection state, a unit. */
  status?: ReactNode
  /** Replaces the digits, e.g. with an error message. */
  children?: ReactNode
  className?: string
}

const DIGIT_RENDERERS: Record<CounterMode, (digit: string) => ReactNode> = {
  led: (digit) => <span>{digit}</span>,
  digital: (digit) => <SevenSegmentDigit digit={digit} />,
  block: (digit) => digit,
}

export function CounterDisplay({ value, label, mode = 'led', accent = 'green', size = 'md', status, children, className = '' }: CounterDisplayProps) {
  const digits = padDigits(value)
  const { changed, seq, pulsing } = useDigitChanges(digits, mode)
  return (
    <figure
      className={`counter flex flex-col gap-4 p-5 sm:p-6 ${className}`}
      data-counter
      data-mode={mode}
      data-accent={accent}
      data-size={size}
      data-value={value}
      data-pulse={pulsing}
      style={{ '--glow-ms': `${DIGIT_GLOW_MS[mode]}ms` } as CSSProperties}
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
                  {DIGIT_RENDERERS[mode](digit)}
                </span>
              )
            })}
          </div>
          <span className="sr-only">
            {label}: {value.toLocaleString('en-US')}
          </span>
        </>
      )}
    </figure>
  )
}

function useDigitChanges(digits: string, mode: CounterMode) {
  const previous = useRef(digits)
  const [state, setState] = useState({ changed: [] as number[], seq: 0, pulsing: false })
  useEffect(() => {
    if (previous.current === digits) return
    const changed = changedDigits(previous.current, digits)
    previous.current = digits
    setState((current) => ({ changed, seq: current.seq + 1, pulsing: true }))
    const glow = setTimeout(() => setState((current) => ({ ...current, changed: [] })), DIGIT_GLOW_MS[mode])
    const pulse = setTimeout(() => setState((current) => ({ ...current, pulsing: false })), FRAME_PULSE_MS)
    return () => {
      clearTimeout(glow)
      clearTimeout(pulse)
    }
  }, [digits, mode])
  return state
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
