// <BoostWidget>: the boost widget as a React component, exported as `boost/widget`. It mounts the
// same vanilla widget as the script tag into its own element, so both share one model and one
// look. On the server it renders only an empty, sized element; the widget wires up in useEffect.
import { type CSSProperties, useEffect, useRef, useState } from 'react'
import type { Theme } from '../model.ts'
import { type BoostFailure, type BoostSuccess, mountWidget } from '../mount.ts'

export type { BoostFailure, BoostSuccess, Theme }

export type BoostWidgetProps = {
  creatorId: string
  /** The creator's Stripe connected account (acct_…); live payments are paid out to it. */
  connectedAccount: string
  name?: string
  /** A Stripe Payment Link of the creator's, offered as another way to pay. */
  stripeUrl?: string
  /** Crypto boosts are coming soon; the address is kept for then. */
  ethAddress?: string
  isDemoMode?: boolean
  /** Shows the creator's goal above the amounts. */
  showGoal?: boolean
  /** Offers a monthly boost beside the one-off. */
  monthly?: boolean
  theme?: Theme
  /** Amounts in major units of the currency (5 is $5); a Custom field is always offered. */
  presets?: readonly number[]
  currency?: string
  /** Major units; they can only narrow the platform's limits. */
  minAmount?: number
  maxAmount?: number
  /** Called once the boost is paid and recorded, with the XP it earned. */
  onBoostSuccess?: (result: BoostSuccess) => void
  onBoostError?: (error: BoostFailure) => void
  /**
   * Styles for the widget's outer element. `--boost-accent`, `--boost-bg`, `--boost-fg`,
   * `--boost-muted`, `--boost-border`, `--boost-radius` and `--boost-font` restyle the inside, as do
   * the aliases accentColor, backgroundColor, color, borderColor, borderRadius and fontFamily.
   */
  customStyles?: CSSProperties & Record<`--boost-${string}`, string | number>
  /** The Boost host, e.g. https://boost.example; default: this page's origin. */
  apiBase?: string
  /** Where checkouts are opened, relative to apiBase; default /api/checkout. */
  checkoutEndpoint?: string
  className?: string
}

// The checkout flow, a chunk of its own that the app's bundler loads when a visitor shows interest.
const loadCheckout = () => import('../checkout.ts')

// Until the widget renders, the element keeps about its height, so the page does not jump.
const PLACEHOLDER_HEIGHT = 440

const ALIASES: Record<string, string> = {
  accentColor: '--boost-accent',
  backgroundColor: '--boost-bg',
  background: '--boost-bg',
  color: '--boost-fg',
  borderColor: '--boost-border',
  borderRadius: '--boost-radius',
  fontFamily: '--boost-font',
}

export function BoostWidget(props: BoostWidgetProps) {
  const { onBoostSuccess, onBoostError, customStyles, apiBase, className } = props
  const host = useRef<HTMLDivElement>(null)
  const [mounted, setMounted] = useState(false)
  // Fresh callbacks without remounting the widget each render.
  const callbacks = useRef({ onBoostSuccess, onBoostError })
  useEffect(() => {
    callbacks.current = { onBoostSuccess, onBoostError }
  })

  const options = {
    creatorId: props.creatorId,
    connectedAccount: props.connectedAccount,
    name: props.name,
    stripeUrl: props.stripeUrl,
    ethAddress: props.ethAddress,
    isDemoMode: props.isDemoMode,
    goal: props.showGoal,
    monthly: props.monthly,
    theme: props.theme,
    presets: props.presets,
    currency: props.currency,
    minAmount: props.minAmount,
    maxAmount: props.maxAmount,
    checkoutEndpoint: props.checkoutEndpoint,
  }
  // Remount only when an option's value changes, not when a parent re-renders with a new array:
  // the effect reads the options back from their JSON, which is what it depends on.
  const optionsJson = JSON.stringify([options, apiBase])

  useEffect(() => {
    const element = host.current
    if (!element) return
    const [latestOptions, latestApiBase] = JSON.parse(optionsJson) as [typeof options, string | undefined]
    const callbackOptions = {
      onBoostSuccess: (result: BoostSuccess) => callbacks.current.onBoostSuccess?.(result),
      onBoostError: (error: BoostFailure) => callbacks.current.onBoostError?.(error),
    }
    const widget = mountWidget(element, { ...latestOptions, ...callbackOptions, apiBase: latestApiBase?.replace(/\/+$/, '') ?? '' }, loadCheckout)
    setMounted(true)
    return () => widget.destroy()
  }, [optionsJson])

  return <div ref={host} className={className} data-boost-widget-react="" style={hostStyle(customStyles, mounted)} />
}

function hostStyle(customStyles: BoostWidgetProps['customStyles'], mounted: boolean): CSSProperties {
  const style: Record<string, unknown> = mounted ? {} : { minHeight: PLACEHOLDER_HEIGHT }
  for (const [key, value] of Object.entries(customStyles ?? {})) {
    const token = ALIASES[key]
    style[token ?? key] = token && typeof value === 'number' ? `${value}px` : value
  }
  return style as CSSProperties
}
