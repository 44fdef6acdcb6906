// Renders one boost widget into an element's Shadow DOM and runs its flow: pick an amount, open
// the checkout in a new tab, wait for it to complete, say thank you with the XP earned. Used by the
// script tag (boost.ts) and the React component alike; nothing here runs until mountWidget is called.
// State lives in plain local variables rather than an object: the minifier can shorten those.
import { toCents } from '../core/money.ts'
import { xpForCents } from '../core/xp.ts'
import { apiUrl, type Completed, loadLimits, openCheckout, supporterId, watchSession, within } from './client.ts'
import {
  checkoutBody,
  checkoutError,
  checkoutNotice,
  choosePreset,
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
  typeCustom,
  type WidgetOptions,
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

export type MountedWidget = { destroy(): void }

export const MOUNTED_ATTRIBUTE = 'data-boost-mounted'

const IDENTIFY_WAIT_MS = 4000
const BOLT = 'M13 2 4.5 13.5H11L10 22l8.5-11.5H12z'
const CHECK = 'm5 12.5 4.5 4.5L19 7.5'
const ARROW = 'M7 17 17 7M8.5 7H17v8.5'
const PLUS = 'M12 5v14M5 12h14'

export function mountWidget(host: HTMLElement, options: WidgetOptions, extras: MountExtras): MountedWidget {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  adoptStyles(root)
  host.setAttribute(MOUNTED_ATTRIBUTE, '')
  let destroyed = false
  let stopWatching: (() => void) | undefined
  const destroy = () => {
    destroyed = true
    stopWatching?.()
    root.replaceChildren()
    host.removeAttribute(MOUNTED_ATTRIBUTE)
  }

  const parsed = parseConfig(options)
  for (const problem of parsed.problems) console.warn(`[boost] ${problem}`)
  if (!parsed.config) {
    console.error(`[boost] ${parsed.error}`)
    root.replaceChildren(h('div.w.auto', { role: 'note' }, h('p.n.er', null, parsed.error)))
    return { destroy }
  }
  const config = parsed.config
  const { currency, creatorId, demo, presets } = config
  const api = extras.apiBase
  const ref = referralFrom(location.search)
  const name = config.name ?? creatorId
  const format = (cents: number) => money(cents, currency)

  let phase: 'form' | 'opening' | 'waiting' | 'done' = 'form'
  let limits = effectiveLimits(null, config)
  let selection: Selection = initialSelection(presets, limits)
  let notice: Notice | null = null
  let charged = 0
  let checkoutUrl = ''
  let tabOpened = false
  let result: Completed | undefined

  const presetButtons = presets.map((cents) => {
    const button = h<HTMLButtonElement>('button.p', { 'aria-pressed': 'false' }, format(cents))
    button.onclick = () => select(choosePreset(cents))
    return button
  })
  const group = h('div.g', { role: 'group', 'aria-labelledby': 'amount' }, ...presetButtons)
  const [narrow, wide] = presetColumns(presets.length)
  group.style.setProperty('--m', String(narrow))
  group.style.setProperty('--n', String(wide))

  const custom = h<HTMLInputElement>('input', {
    type: 'number',
    inputmode: 'decimal',
    step: '0.01',
    placeholder: 'Custom amount',
    'aria-label': 'Custom amount',
    'aria-describedby': 'hint',
    autocomplete: 'off',
  })
  custom.oninput = () => select(typeCustom(custom.value))
  // Enter in the amount field starts the checkout, as it would submit a form.
  custom.onkeydown = (event) => {
    if (event.key === 'Enter') void startCheckout()
  }
  const customBox = h('label.c', null, h('span.sy', { 'aria-hidden': 'true' }, currencySymbol(currency)), custom)
  const hint = h('p.ht', { id: 'hint', 'aria-live': 'polite' })

  const messageToggle = h('button.lk', { 'aria-expanded': 'false', 'aria-controls': 'msg' }, icon(PLUS), 'Add a message')
  const message = h<HTMLTextAreaElement>('textarea', {
    id: 'msg',
    rows: '2',
    maxlength: String(MAX_MESSAGE_LENGTH),
    placeholder: `Say something nice to ${name} (optional)`,
    'aria-label': 'Message (optional)',
    hidden: true,
  })
  messageToggle.onclick = () => {
    message.hidden = false
    messageToggle.hidden = true
    message.focus()
  }

  const ctaLabel = h('span')
  const cta = h('button.b', null, icon(BOLT, true), ctaLabel)
  cta.onclick = () => void startCheckout()
  const xp = h('span.xp')
  const form = h(
    'div',
    null,
    h('p.lb', { id: 'amount' }, 'Choose an amount'),
    group,
    customBox,
    hint,
    messageToggle,
    message,
    cta,
    h(
      'p.mt',
      null,
      xp,
      demo ? 'Demo checkout · no money moves' : 'Secure checkout by Stripe',
      config.stripeUrl && h('a.lk', { href: config.stripeUrl, target: '_blank', rel: 'noopener' }, 'Stripe link', icon(ARROW)),
    ),
  )

  const waitingText = h('p.ps')
  const reopen = h<HTMLAnchorElement>('a', { target: '_blank', rel: 'noopener' })
  const cancel = h('button.lk', null, 'Cancel')
  const waitingTitle = h('p.pt', { tabindex: '-1' }, 'Waiting for your payment')
  const waiting = h('div.pn', null, h('div.sp'), waitingTitle, waitingText, h('div.ro', null, reopen, cancel))

  const thanksText = h('p.ps')
  const thanksXp = h('span.xp.big')
  const again = h('button.b2', null, 'Boost again')
  const thanksTitle = h('p.pt', { tabindex: '-1' }, 'Thank you!')
  const thanks = h('div.pn', null, h('div.ok', null, icon(CHECK)), thanksTitle, thanksText, thanksXp, h('div.ro', null, again))
  cancel.onclick = again.onclick = () => {
    stopWatching?.()
    phase = 'form'
    notice = null
    render()
    cta.focus()
  }

  const alert = h('div.n.er', { role: 'alert' })
  const status = h('div.n', { role: 'status' })
  const announcer = h('p.sr', { 'aria-live': 'polite' })
  const widget = h(
    `div.w.${config.theme}`,
    null,
    h(
      'div.hd',
      null,
      h('span.mk', null, icon(BOLT, true)),
      h('div.tt', null, h('p.h', null, `Boost ${name}`), h('p.sub', null, 'Send a boost, earn XP')),
      demo && h('span.bd', { title: 'No money moves' }, 'Demo'),
    ),
    form,
    waiting,
    thanks,
    status,
    alert,
    announcer,
    h(
      'div.ft',
      null,
      h('a', { href: api || location.origin, target: '_blank', rel: 'noopener' }, 'Powered by Boost'),
      h('span.so', { title: 'ETH and USDC boosts are coming soon' }, 'ETH · coming soon'),
    ),
  )
  root.replaceChildren(widget)

  function select(next: Selection) {
    selection = next
    notice = null
    render()
  }

  function render() {
    widget.dataset.phase = phase
    form.hidden = phase === 'waiting' || phase === 'done'
    waiting.hidden = phase !== 'waiting'
    thanks.hidden = phase !== 'done'
    presets.forEach((cents, index) => {
      const button = presetButtons[index]!
      button.setAttribute('aria-pressed', String(selection.kind === 'preset' && selection.cents === cents))
      button.disabled = !presetAllowed(cents, limits)
    })
    const isCustom = selection.kind === 'custom'
    customBox.classList.toggle('on', isCustom)
    // Picking a preset clears what was typed.
    if (!isCustom) custom.value = ''
    const amount = resolveAmount(selection, limits, currency)
    hint.textContent = amount.error ?? (isCustom ? `Between ${format(limits.min)} and ${format(limits.max)}` : '')
    hint.classList.toggle('bad', !!amount.error)
    custom.setAttribute('aria-invalid', String(!!amount.error))
    ctaLabel.textContent = phase === 'opening' ? 'Opening checkout…' : `Boost ${format(amount.cents)}`
    cta.setAttribute('aria-disabled', String(phase === 'opening'))
    xp.textContent = `+${xpForCents(amount.cents).toLocaleString('en-US')} XP`
    for (const [element, tone] of [[alert, 'error'], [status, 'info']] as const) {
      element.replaceChildren(...(notice?.tone === tone ? [h('b', null, notice.title), notice.text] : []))
    }
    waitingText.textContent = tabOpened
      ? `Finish your ${format(charged)} boost in the new tab. This page updates by itself.`
      : 'Your browser blocked the new tab. Open the checkout here; this page updates by itself.'
    reopen.href = checkoutUrl
    reopen.className = tabOpened ? 'b2' : 'b2 pr'
    reopen.replaceChildren(tabOpened ? 'Reopen checkout' : 'Open checkout', icon(ARROW))
    if (result) {
      thanksText.textContent = `Your ${format(result.cents)} boost reached ${name}.`
      thanksXp.textContent = `+${result.xpAwarded.toLocaleString('en-US')} XP earned`
    }
  }

  async function startCheckout() {
    if (phase !== 'form') return
    const { cents } = resolveAmount(selection, limits, currency)
    // Opened now, inside the click, so no popup blocker stops it; sent to the checkout once the API answers.
    let tab: Window | null = null
    try {
      tab = open('', '_blank')
      tab!.opener = null
      tab!.document.body.textContent = 'Opening your secure checkout…'
    } catch {
      // Blocked: the waiting panel offers a link instead.
    }
    phase = 'opening'
    notice = null
    render()
    const supporter = await within(supporterId(api, ref), IDENTIFY_WAIT_MS, null)
    const answer = await openCheckout(apiUrl(api, config.checkoutEndpoint), checkoutBody(config, cents, { supporterId: supporter, ref, message: message.value }))
    tabOpened = false
    if (answer.ok && !destroyed) {
      try {
        tab!.location.replace(answer.checkout.url)
        tabOpened = true
      } catch {
        // No tab: see above.
      }
    }
    if (!tabOpened) tab?.close()
    if (destroyed) return
    if (!answer.ok) {
      phase = 'form'
      notice = checkoutError(answer.body)
      render()
      return emit('boost:error', { title: notice.title, message: notice.text }, extras.onBoostError)
    }
    const { checkout } = answer
    charged = toCents(checkout.amount) ?? cents
    checkoutUrl = checkout.url
    phase = 'waiting'
    notice = checkoutNotice(checkout, currency)
    render()
    announcer.textContent = tabOpened ? 'Checkout opened in a new tab.' : 'Open the checkout to finish your boost.'
    waitingTitle.focus({ preventScroll: true })
    stopWatching = watchSession(api, creatorId, checkout.sessionId, {
      complete(completed) {
        result = completed
        phase = 'done'
        message.value = ''
        render()
        announcer.textContent = `Thank you! You earned ${completed.xpAwarded} XP.`
        thanksTitle.focus({ preventScroll: true })
        emit(
          'boost:success',
          {
            creatorId,
            sessionId: checkout.sessionId,
            amount: completed.cents / 100,
            currency,
            clamped: checkout.clamped,
            url: checkout.url,
            boostId: completed.boostId,
            xpAwarded: completed.xpAwarded,
          } satisfies BoostSuccess,
          extras.onBoostSuccess,
        )
      },
      expired() {
        phase = 'form'
        notice = { tone: 'error', title: 'Checkout Expired', text: 'Nothing was charged. Try again when you are ready.' }
        render()
        emit('boost:error', { title: notice.title, message: notice.text }, extras.onBoostError)
      },
    })
  }

  function emit<T>(type: string, detail: T, callback: ((detail: T) => void) | undefined) {
    host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }))
    try {
      callback?.(detail)
    } catch (error) {
      console.error(`[boost] ${type} callback threw:`, error)
    }
  }

  // Identify on the first sign of interest, so the checkout click does not wait for it.
  widget.addEventListener('focusin', () => void supporterId(api, ref), { once: true })
  widget.addEventListener('pointerdown', () => void supporterId(api, ref), { once: true })

  render()
  void loadLimits(api, currency, creatorId).then((loaded) => {
    if (destroyed) return
    if (!loaded) console.warn('[boost] could not load the amount limits; using $1 to $5,000')
    limits = effectiveLimits(loaded, config)
    if (selection.kind === 'preset' && !presetAllowed(selection.cents, limits)) selection = initialSelection(presets, limits)
    render()
  })
  return { destroy }
}

function adoptStyles(root: ShadowRoot) {
  // A constructed stylesheet also works under a host's strict style-src CSP; a <style> element is the fallback.
  try {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(STYLES)
    root.adoptedStyleSheets = [sheet]
  } catch {
    root.prepend(h('style', null, STYLES))
  }
}

type Child = Node | string | null | false | undefined

/** `h('p.ps.big', { id: 'x' }, 'text')`: an element with its classes, attributes and children. */
function h<E extends HTMLElement = HTMLElement>(spec: string, attributes?: Record<string, string | boolean> | null, ...children: Child[]): E {
  const [tag, ...classes] = spec.split('.')
  const element = document.createElement(tag!) as E
  element.className = classes.join(' ')
  for (const [name, value] of Object.entries(attributes ?? {})) if (value !== false) element.setAttribute(name, value === true ? '' : value)
  for (const child of children) if (child) element.append(child)
  return element
}

function icon(path: string, filled = false): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg'
  const svg = document.createElementNS(ns, 'svg')
  svg.setAttribute('viewBox', '0 0 24 24')
  svg.setAttribute('aria-hidden', 'true')
  if (filled) svg.setAttribute('class', 'f')
  const shape = document.createElementNS(ns, 'path')
  shape.setAttribute('d', path)
  svg.append(shape)
  return svg
}
