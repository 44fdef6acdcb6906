// Renders one boost widget into an element's Shadow DOM and runs its flow: pick an amount, open
// the checkout in a new tab, wait for it to complete, say thank you with the XP earned. Used by the
// script tag (boost.ts) and the React component alike; nothing here runs until mountWidget is called.
// State lives in plain local variables rather than an object: the minifier can shorten those.
import { toCents } from '../core/money.ts'
import { apiUrl, loadLimits, openCheckout, supporterId, watchSession, within } from './client.ts'
import {
  checkoutBody,
  checkoutError,
  checkoutNotice,
  currencySymbol,
  effectiveLimits,
  initialSelection,
  MAX_MESSAGE_LENGTH,
  money,
  type Notice,
  parseConfig,
  presetAllowed,
  presetColumns,
  referralFrom,
  resolveAmount,
  type Selection,
  type WidgetOptions,
  xpFor,
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

export type MountExtras = {
  /** The Boost host's origin ('' for the page's own). */
  apiBase: string
  onBoostSuccess?: (result: BoostSuccess) => void
  onBoostError?: (error: BoostFailure) => void
}

export type MountOptions = WidgetOptions & Partial<MountExtras>

export type MountedWidget = { destroy(): void }

export const MOUNTED_ATTRIBUTE = 'data-boost-mounted'

const IDENTIFY_WAIT_MS = 4000
const BOLT = 'M13 2 4.5 13.5H11L10 22l8.5-11.5H12z'
const ARROW = 'M7 17 17 7M8.5 7H17v8.5'
const CHECK = 'm5 12.5 4.5 4.5L19 7.5'
const NEW_TAB = { target: '_blank', rel: 'noopener' }

// The flow's phases, in order; numbers so that "past the form" is a comparison.
const FORM = 0
const OPENING = 1
const WAITING = 2

export function mountWidget(host: HTMLElement, options: MountOptions): MountedWidget {
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
  const ref = referralFrom(location.search)
  const name = config.name ?? creatorId
  const format = (cents: number) => money(cents, currency)
  const xpText = (xp: number) => `+${xp.toLocaleString('en-US')} XP`
  const identify = () => supporterId(api, ref)

  let phase = FORM
  let limits = effectiveLimits(null, config)
  let selection: Selection = initialSelection(presets, limits)
  let notice: Notice | null = null

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
  const cta = h('button.b', { click: startCheckout }, icon(BOLT, true), ctaLabel)
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
      demo ? 'Demo checkout · no money moves' : 'Secure checkout by Stripe',
      config.stripeUrl && h('a.lk', { href: config.stripeUrl, ...NEW_TAB }, 'Stripe link', icon(ARROW)),
    ),
  )

  const backToForm = () => {
    stopWatching?.()
    show(FORM)
    cta.focus()
  }
  // Waiting for the payment, then the thank-you: in place of the form, filled in when the phase begins.
  const panel = h('div.pn')
  /** The title is focused, so that screen readers read out the new state and, as its description, what to do. */
  const showPanel = (mark: Node, title: string, text: string, ...rest: Node[]) => {
    show(WAITING, notice)
    const heading = h('p.pt', { tabindex: '-1', 'aria-describedby': 'ps' }, title)
    panel.replaceChildren(mark, heading, h('p.s.ps', { id: 'ps' }, text), ...rest)
    heading.focus({ preventScroll: true })
  }

  const status = h('div.n', { role: 'status' })
  const alert = h('div.n.er', { role: 'alert' })
  root.replaceChildren(
    style,
    h(
      `div.w.${config.theme}`,
      // Identify at the first sign of interest, so the checkout click does not wait for it (a failed one is retried at the next).
      { focusin: identify, pointerdown: identify },
      h(
        'div.hd',
        null,
        h('span.mk', null, icon(BOLT, true)),
        h('div.tt', null, h('p.h', null, `Boost ${name}`), h('p.s', null, 'Send a boost, earn XP')),
      ),
      form,
      panel,
      status,
      alert,
      h(
        'div.ft',
        null,
        h('a', { href: api || location.origin, ...NEW_TAB }, 'Powered by Boost'),
        h('span.so', { title: 'ETH and USDC boosts are coming soon' }, 'ETH · coming soon'),
      ),
    ),
  )

  function select(next: Selection) {
    selection = next
    show(phase)
  }

  function show(next: number, nextNotice: Notice | null = null) {
    phase = next
    notice = nextNotice
    form.hidden = phase > OPENING
    panel.hidden = !form.hidden
    presets.forEach((cents, index) => {
      presetButtons[index]!.setAttribute('aria-pressed', String(selection === cents))
      presetButtons[index]!.disabled = !presetAllowed(cents, limits)
    })
    const isCustom = typeof selection === 'string'
    customBox.classList.toggle('on', isCustom)
    // Picking a preset clears what was typed.
    if (!isCustom) custom.value = ''
    const { cents, error } = resolveAmount(selection, limits, currency)
    hint.textContent = error ?? (isCustom ? `Between ${format(limits.min)} and ${format(limits.max)}` : '')
    hint.classList.toggle('bad', !!error)
    custom.setAttribute('aria-invalid', String(!!error))
    ctaLabel.textContent = phase ? 'Opening checkout…' : `Boost ${format(cents)}`
    cta.setAttribute('aria-disabled', String(!!phase))
    xp.textContent = xpText(xpFor(cents))
    for (const box of [status, alert]) {
      box.replaceChildren(...(notice && (notice.tone === 'error') === (box === alert) ? [h('b', null, notice.title), notice.text] : []))
    }
  }

  /** Back to the form with an error notice, which the page also hears of (boost:error, onBoostError). */
  function fail(failure: Notice) {
    show(FORM, failure)
    emit('boost:error', { title: failure.title, message: failure.text }, options.onBoostError)
  }

  async function startCheckout() {
    if (phase) return
    const { cents } = resolveAmount(selection, limits, currency)
    // Opened now, inside the click, so no popup blocker stops it; sent to the checkout once the API answers.
    let tab: Window | null = null
    try {
      tab = open('', '_blank')!
      tab.opener = null
      tab.document.body.textContent = 'Opening your secure checkout…'
    } catch {
      // Blocked: the waiting panel offers a link instead.
    }
    show(OPENING)
    const supporter = await within(identify(), IDENTIFY_WAIT_MS, null)
    const answer = await openCheckout(apiUrl(api, config!.checkoutEndpoint), checkoutBody(config!, cents, { supporterId: supporter, ref, message: message.value }))
    let tabOpened = false
    try {
      if (answer.ok && !destroyed) tab!.location.replace(answer.checkout.url)
      tabOpened = !!answer.ok && !destroyed
    } catch {
      // No tab: see above.
    }
    if (!tabOpened) tab?.close()
    if (destroyed) return
    if (!answer.ok) return fail(checkoutError(answer.body))
    const { checkout } = answer
    notice = checkoutNotice(checkout, currency)
    showPanel(
      h('div.sp'),
      'Waiting for your payment',
      `Finish your ${format(toCents(checkout.amount) ?? cents)} boost in the ${tabOpened ? 'new tab' : 'checkout'}. This page updates by itself.`,
      h(
        'div.ro',
        null,
        h(tabOpened ? 'a.b2' : 'a.b2.pr', { href: checkout.url, ...NEW_TAB }, `${tabOpened ? 'Reopen' : 'Open'} checkout`, icon(ARROW)),
        h('button.lk', { click: backToForm }, 'Cancel'),
      ),
    )
    stopWatching = watchSession(api, creatorId, checkout.sessionId, (completed) => {
      if (!completed) return fail({ tone: 'error', title: 'Checkout Expired', text: 'Nothing was charged. Try again when you are ready.' })
      message.value = ''
      notice = null
      showPanel(
        h('div.ok', null, icon(CHECK)),
        'Thank you!',
        `Your ${format(completed.cents)} boost reached ${name}.`,
        h('span.xp.big', null, `${xpText(completed.xpAwarded)} earned`),
        h('div.ro', null, h('button.b2', { click: backToForm }, 'Boost again')),
      )
      emit(
        'boost:success',
        { creatorId, currency, ...checkout, amount: completed.cents / 100, boostId: completed.boostId, xpAwarded: completed.xpAwarded } satisfies BoostSuccess,
        options.onBoostSuccess,
      )
    })
  }

  function emit<T>(type: string, detail: T, callback: ((detail: T) => void) | undefined) {
    host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }))
    try {
      callback?.(detail)
    } catch (error) {
      console.error('[boost]', type, error)
    }
  }

  show(FORM)
  loadLimits(api, currency, creatorId).then((loaded) => {
    if (destroyed) return
    if (!loaded) console.warn('[boost] no amount limits from the server; using $1 to $5,000')
    limits = effectiveLimits(loaded, config)
    if (typeof selection === 'number' && !presetAllowed(selection, limits)) selection = initialSelection(presets, limits)
    show(phase, notice)
  })
  return { destroy }
}

type Child = Node | string | null | false | undefined
/** Attributes by name; a function is a listener for the event of that name. */
type Attributes = Record<string, string | boolean | ((event: Event) => unknown)>

/** `h('p.ps.big', { id: 'x', click: () => … }, 'text')`: an element with its classes, attributes, listeners and children. */
function h<E extends Element = HTMLElement>(spec: string, attributes?: Attributes | null, ...children: Child[]): E {
  const [tag, ...classes] = spec.split('.')
  const element = (tag === 'svg' || tag === 'path' ? document.createElementNS('http://www.w3.org/2000/svg', tag) : document.createElement(tag!)) as unknown as E
  element.setAttribute('class', classes.join(' '))
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (typeof value === 'function') element.addEventListener(name, value)
    else if (value !== false) element.setAttribute(name, value === true ? '' : value)
  }
  element.append(...(children.filter(Boolean) as (Node | string)[]))
  return element
}

function icon(path: string, filled = false): SVGSVGElement {
  return h(filled ? 'svg.f' : 'svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true' }, h('path', { d: path }))
}
