// Renders one boost widget into an element's Shadow DOM: the amount form, its limits and notices.
// A click opens a tab at once and hands over to the checkout flow (checkout.ts), which is loaded
// at the first sign of interest. Used by the script tag (boost.ts) and the React component alike;
// nothing here runs until mountWidget is called.
// State lives in plain local variables rather than an object: the minifier can shorten those.
import { formatMajorUnchecked } from '../core/money.ts'
import { xpForCentsUnchecked } from '../core/xp.ts'
import type { CheckoutFlow } from './checkout.ts'
import { loadGoal, loadLimits } from './client.ts'
import { ARROW, BOLT, h, icon, NEW_TAB } from './dom.ts'
import {
  amountRange,
  currencySymbol,
  effectiveLimits,
  FORM,
  initialSelection,
  MAX_MESSAGE_LENGTH,
  type Notice,
  OFFLINE,
  OPENING,
  parseConfig,
  presetAllowed,
  presetColumns,
  resolveAmount,
  type Selection,
  type WidgetOptions,
  xpLabel,
} from './model.ts'
import { STYLES } from './styles.ts'

export type BoostSuccess = {
  creatorId: string
  sessionId: string
  /** Major units, as charged. */
  amount: number
  currency: string
  clamped: boolean
  url: string
  boostId: number | undefined
  xpAwarded: number
}

export type BoostFailure = { title: string; message: string }

type MountExtras = {
  /** The Boost host's origin ('' for the page's own). */
  apiBase: string
  onBoostSuccess?: (result: BoostSuccess) => void
  onBoostError?: (error: BoostFailure) => void
}

export type MountOptions = WidgetOptions & Partial<MountExtras>

export type MountedWidget = { destroy(): void }

export const MOUNTED_ATTRIBUTE = 'data-boost-mounted'

/** The checkout flow's module, loaded when first wanted: `import('./checkout.ts')`, or the built /boost-checkout.js. */
export type LoadCheckout = () => Promise<typeof import('./checkout.ts')>

export function mountWidget(host: HTMLElement, options: MountOptions, loadCheckout: LoadCheckout): MountedWidget {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  // A constructed stylesheet also works under a host's strict style-src CSP; a browser without one gets a <style> element.
  let style: Node | string = ''
  try {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(STYLES)
    root.adoptedStyleSheets = [sheet]
  } catch {
    style = h('style', null, STYLES)
  }
  host.setAttribute(MOUNTED_ATTRIBUTE, '')
  let stopWatching: (() => void) | undefined
  let destroyed = false
  const destroy = () => {
    destroyed = true
    stopWatching?.()
    root.replaceChildren()
    host.removeAttribute(MOUNTED_ATTRIBUTE)
  }

  const { config, error, problems } = parseConfig(options)
  for (const problem of problems) console.warn('[boost]', problem)
  if (!config) {
    console.error('[boost]', error)
    root.replaceChildren(style, h('div.w.auto', { role: 'note' }, h('p.n.er', null, error)))
    return { destroy }
  }
  const { currency, creatorId, demo, presets } = config
  const api = options.apiBase ?? ''
  // Read now: a page may clean its address bar of ?ref= before the visitor shows interest; the checkout flow reads the code.
  const search = location.search
  const name = config.name ?? creatorId
  const format = (cents: number) => formatMajorUnchecked(cents, currency)
  // At the first sign of interest: the checkout flow is fetched and the supporter identified, so the click waits for neither (a failure is retried then).
  // The fan's fields come with the flow's module, so they join the form then; so does the check that
  // the creator can take a boost (the widget's demo mode takes any creator id), said before anyone pays.
  let creatorChecked = demo
  const prepare = () =>
    loadCheckout().then((checkout) => {
      checkout.showFanFields(message, options)
      if (!creatorChecked) {
        creatorChecked = true
        void checkout.creatorProblem(api, creatorId).then((problem) => {
          if (!problem || destroyed) return
          blocked = problem
          show(phase, notice)
        })
      }
      return checkout.supporterId(api, search)
    }, () => null)

  let phase = FORM
  let limits = effectiveLimits(null, config)
  let selection: Selection = initialSelection(presets, limits)
  let notice: Notice | null = null
  // Why this widget cannot take a boost at all (an unknown creator, payments not connected): said before anyone pays.
  let blocked: Notice | null = null

  const presetButtons = presets.map((cents) => h<HTMLButtonElement>('button.p', { click: () => select(cents) }, format(cents)))
  const group = h('div.g', { role: 'group', 'aria-labelledby': 'amount' }, ...presetButtons)
  const [narrow, wide] = presetColumns(presets.length)
  group.style.cssText = `--m:${narrow};--n:${wide}`

  const custom = h<HTMLInputElement>('input', {
    type: 'number',
    inputmode: 'decimal',
    step: '0.01',
    placeholder: 'Custom amount',
    'aria-label': 'Custom amount',
    'aria-describedby': 'hint',
    autocomplete: 'off',
    input: (): void => select(custom.value),
    // Enter in the amount field starts the checkout, as it would submit a form.
    keydown: (event): void => void ((event as KeyboardEvent).key === 'Enter' && startCheckout()),
  })
  const customBox = h('label.c', null, h('span', null, currencySymbol(currency)), custom)
  const hint = h('p.s.ht', { id: 'hint', 'aria-live': 'polite' })

  const message = h<HTMLTextAreaElement>('textarea', {
    maxlength: String(MAX_MESSAGE_LENGTH),
    placeholder: `Say something nice to ${name} (optional)`,
    'aria-label': 'Message (optional)',
  })
  // The label in its own element: text straight inside the flex button is not hit where a page makes our host inline.
  const ctaLabel = h('span')
  const cta = h('button.b', { click: startCheckout }, icon(BOLT), ctaLabel)
  // A demo server takes no money even from a widget that is not in demo mode: the limits say so.
  const demoText = 'Demo checkout · no money moves'
  const checkoutText = new Text(demo ? demoText : 'Secure checkout by Stripe')
  const xp = h('span.xp')
  const form = h(
    'div',
    null,
    h('p.s.lb', { id: 'amount' }, 'Choose an amount'),
    group,
    customBox,
    hint,
    message,
    cta,
    h(
      'p.s.mt',
      null,
      xp,
      checkoutText,
      config.stripeUrl && h('a.lk', { href: config.stripeUrl, ...NEW_TAB }, 'Stripe link', icon(ARROW)),
    ),
  )

  // Waiting for the payment, then the thank-you: in place of the form, filled in by the checkout flow.
  const panel = h('div.pn')
  // The creator's goal, when the embed asks for it: empty, and so hidden, until it loads; loaded again after each boost from here.
  const goalBox = h('div.gl')
  const showGoal = () =>
    config.goal &&
    loadGoal(api, creatorId).then((goal) => {
      if (!goal || destroyed) return
      const percent = Math.min(100, Math.floor((goal.raisedCents * 100) / goal.targetCents))
      const bar = h('i')
      bar.style.width = `${percent}%`
      const money = (cents: number) => formatMajorUnchecked(cents, goal.currency)
      goalBox.replaceChildren(
        h('p.s', null, h('b', null, goal.title), ` ${money(goal.raisedCents)} of ${money(goal.targetCents)}`),
        h('div.gb', { role: 'progressbar', 'aria-label': goal.title, 'aria-valuenow': String(percent) }, bar),
      )
    })

  const flow: CheckoutFlow = {
    api,
    config,
    search,
    message,
    panel,
    cta,
    show,
    fail,
    gone: () => destroyed,
    watching: (stop) => (stopWatching = stop),
    succeed: (result) => {
      void showGoal()
      emit('boost:success', result, options.onBoostSuccess)
    },
  }

  // A host page that declares one colour scheme (meta name=color-scheme, or color-scheme on <html>) gets it under theme auto, whatever the visitor's system prefers.
  const scheme = document.querySelector<HTMLMetaElement>('meta[name=color-scheme]')?.content || getComputedStyle(document.documentElement).colorScheme
  const theme = (config.theme === 'auto' && /^(light|dark)$/.test(scheme) && scheme) || config.theme
  const status = h('div.n', { role: 'status' })
  const alert = h('div.n.er', { role: 'alert' })
  root.replaceChildren(
    style,
    h(
      `div.w.${theme}`,
      { focusin: prepare, pointerdown: prepare },
      h(
        'div.hd',
        null,
        h('span.mk', null, icon(BOLT)),
        h('div.tt', null, h('p.h', null, `Boost ${name}`), h('p.s', null, 'Send a boost, earn XP')),
      ),
      goalBox,
      form,
      panel,
      status,
      alert,
      h(
        'div.ft',
        null,
        h('a', { href: api || location.origin, ...NEW_TAB }, 'Powered by Boost'),
        h('span', null, 'ETH · coming soon'),
      ),
    ),
  )

  function select(next: Selection) {
    selection = next
    show()
  }

  function show(next = phase, nextNotice: Notice | null = null) {
    phase = next
    notice = nextNotice
    form.hidden = phase > OPENING
    panel.hidden = !form.hidden
    presetButtons.forEach((button, index) => {
      button.setAttribute('aria-pressed', String(selection === presets[index]))
      button.disabled = !presetAllowed(presets[index]!, limits)
    })
    const isCustom = typeof selection === 'string'
    customBox.classList.toggle('on', isCustom)
    // Picking a preset clears what was typed.
    if (!isCustom) custom.value = ''
    const { cents, error } = resolveAmount(selection, limits, currency)
    hint.textContent = error ?? (isCustom ? `Between ${amountRange(limits, currency)}` : '')
    hint.classList.toggle('er', !!error)
    custom.setAttribute('aria-invalid', String(!!error))
    ctaLabel.textContent = phase ? 'Opening checkout…' : `Boost ${format(cents)}`
    cta.setAttribute('aria-disabled', String(!!phase || !!blocked))
    xp.textContent = xpLabel(xpForCentsUnchecked(cents))
    status.replaceChildren()
    alert.replaceChildren()
    const said = notice ?? blocked
    if (said) (said.tone === 'error' ? alert : status).append(h('b', null, said.title), said.text)
  }

  /** Back to the form with an error notice, which the page also hears of (boost:error, onBoostError). */
  function fail(failure: Notice) {
    show(FORM, failure)
    emit('boost:error', { title: failure.title, message: failure.text }, options.onBoostError)
  }

  async function startCheckout() {
    if (phase || blocked) return
    const { cents } = resolveAmount(selection, limits, currency)
    // Opened now, inside the click, so no popup blocker stops it; the flow sends it to the checkout.
    let tab: Window | null = null
    try {
      tab = open('', '_blank')!
      tab.opener = null
      tab.document.body.textContent = 'Opening checkout…'
    } catch {
      // Blocked: the waiting panel offers a link instead.
    }
    show(OPENING)
    try {
      const checkout = await loadCheckout()
      if (!destroyed) return await checkout.runCheckout(flow, cents, tab)
    } catch (error) {
      // No checkout flow: Boost could not be reached (offline, nearly always), or one of another release does not fit (an old boost.js still cached).
      console.error('[boost]', error)
      if (!destroyed) fail(OFFLINE)
    }
    tab?.close()
  }

  function emit<T>(type: string, detail: T, callback: ((detail: T) => void) | undefined) {
    host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }))
    safely(() => callback?.(detail))
  }

  show(FORM)
  void showGoal()
  void loadLimits(api, currency, creatorId).then((loaded) => {
    if (destroyed) return
    if (loaded?.demo) checkoutText.data = demoText
    limits = effectiveLimits(loaded, config)
    if (typeof selection === 'number' && !presetAllowed(selection, limits)) selection = initialSelection(presets, limits)
    show(phase, notice)
  })
  return { destroy }
}


/** Runs `run`, logging what it throws instead of throwing it into the host page. */
export function safely<T>(run: () => T): T | null {
  try {
    return run()
  } catch (error) {
    console.error('[boost]', error)
    return null
  }
}
