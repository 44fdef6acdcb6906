// The widget's checkout flow: identify the supporter, open the checkout in the tab the click opened,
// wait for the payment, say thank you with the XP earned. It is a module of its own, fetched at a
// visitor's first sign of interest (the script tag imports /boost-checkout.js, React bundles it as
// a lazy chunk), so the many visitors who never boost download only the form.
import { formatMajorUnchecked, toCents } from '../core/money.ts'
import { anonId, apiUrl, openCheckout, supporterId as identify, watchSession, within } from './client.ts'

export { creatorProblem } from './client.ts'
import { ARROW, CHECK, h, icon, NEW_TAB } from './dom.ts'
import { fanBody, renderFanFields } from './fan.ts'
import { checkoutBody, checkoutError, checkoutNotice, FORM, type Notice, referralFrom, tooMany, WAITING, type WidgetConfig, type WidgetOptions, xpLabel } from './model.ts'
import type { BoostSuccess } from './mount.ts'
import { PANEL_STYLES } from './styles.ts'

/** The visitor's supporter id, identified with the referral code they arrived with (`search` holds ?ref=); asked for at the first sign of interest. */
export function supporterId(api: string, search: string): Promise<string | null> {
  return identify(api, referralFrom(search))
}

/**
 * The fan's name and choices, and One-off or Monthly where the widget offers it, join the form (fan.ts), styled with the flow's own styles. Not while a
 * button of the widget is pressed: the fields push the boost button down, and the press that
 * fetched them would end beside it, losing its click. They join once the press has ended.
 */
export function showFanFields(message: HTMLTextAreaElement, options: WidgetOptions) {
  const root = message.getRootNode() as ShadowRoot
  if (root.querySelector(':active')) {
    addEventListener('pointerup', () => setTimeout(() => showFanFields(message, options)), { once: true, capture: true })
    return
  }
  addPanelStyles(root)
  renderFanFields(message, options)
}

/** What the form hands the flow: the widget's configuration, the amount clicked, and how to change what the widget shows. */
export type CheckoutFlow = {
  api: string
  config: WidgetConfig
  /** The page's query string when the widget mounted, before the page could clean a ?ref= from the address bar. */
  search: string
  message: HTMLTextAreaElement
  /** Where the waiting and thank-you panels go, in place of the form. */
  panel: HTMLElement
  /** The form's boost button, focused again on the way back to the form. */
  cta: HTMLElement
  show(phase: number, notice?: Notice | null): void
  /** Back to the form with an error, which the page hears of too. */
  fail(notice: Notice): void
  succeed(result: BoostSuccess): void
  /** Whether the widget was destroyed meanwhile. */
  gone(): boolean
  /** Keeps the function that stops waiting for the payment. */
  watching(stop: () => void): void
}

const IDENTIFY_WAIT_MS = 4000

/** Until when the server asked this page to wait (a 429's Retry-After): a click before then is not sent. */
let waitUntil = 0

/** Says how long is left to wait, keeps the boost button off until then, and gives the form back after. */
function waitOut(flow: CheckoutFlow) {
  const seconds = Math.ceil((waitUntil - Date.now()) / 1000)
  flow.fail(tooMany(seconds))
  flow.cta.setAttribute('aria-disabled', 'true')
  setTimeout(() => flow.gone() || flow.show(FORM), seconds * 1000)
}

/**
 * Where the checkout's tab goes: through Boost's hand-off page, which keeps this visitor's
 * anonymous id on Boost's origin, so the boost joins their fan page there. The id travels in the
 * fragment, never in a query, and the page sends on only to the session's own checkout. A
 * checkout opened by some other server (an absolute endpoint) goes straight to its address.
 */
function checkoutAddress(api: string, config: WidgetConfig, checkout: { url: string; sessionId: string }): string {
  if (/^https?:\/\//.test(config.checkoutEndpoint)) return checkout.url
  return `${apiUrl(api, '/checkout/open/')}${encodeURIComponent(checkout.sessionId)}#fan=${anonId()}`
}

/** Opens a checkout of `cents` in `tab`, the tab opened inside the click (null when a popup blocker refused it), and follows it to the thank-you. */
export async function runCheckout(flow: CheckoutFlow, cents: number, tab: Window | null): Promise<void> {
  const { api, config, panel } = flow
  const { creatorId, currency } = config
  const format = (amount: number) => formatMajorUnchecked(amount, currency)
  if (Date.now() < waitUntil) {
    tab?.close()
    return waitOut(flow)
  }
  const supporter = await within(supporterId(api, flow.search), IDENTIFY_WAIT_MS, null)
  const ref = referralFrom(flow.search)
  const answer = await openCheckout(apiUrl(api, config.checkoutEndpoint), {
    ...checkoutBody(config, cents, { supporterId: supporter, ref, message: flow.message.value, page: location.href }),
    ...fanBody(flow.message),
  })
  const address = answer.ok ? checkoutAddress(api, config, answer.checkout) : ''
  let tabOpened = false
  try {
    if (answer.ok && !flow.gone()) tab!.location.replace(address)
    tabOpened = answer.ok && !flow.gone()
  } catch {
    // No tab: the waiting panel offers a link instead.
  }
  if (!tabOpened) tab?.close()
  if (flow.gone()) return
  if (!answer.ok && answer.status === 429) {
    waitUntil = Date.now() + (answer.retryAfter ?? 60) * 1000
    return waitOut(flow)
  }
  if (!answer.ok) return flow.fail(checkoutError(answer.body, answer.status))
  const { checkout } = answer
  addPanelStyles(panel.getRootNode() as ShadowRoot)

  /** The title is focused, so that screen readers read out the new state and, as its description, what to do. */
  const showPanel = (notice: Notice | null, mark: Node, title: string, text: string, ...rest: Node[]) => {
    flow.show(WAITING, notice)
    const heading = h('p.pt', { tabindex: '-1', 'aria-describedby': 'ps' }, title)
    panel.replaceChildren(mark, heading, h('p.s.ps', { id: 'ps' }, text), ...rest)
    heading.focus({ preventScroll: true })
  }
  const back = () => {
    stopWaiting()
    flow.show(FORM)
    flow.cta.focus()
  }
  showPanel(
    checkoutNotice(checkout, currency),
    h('div.sp'),
    'Waiting for your payment',
    `Finish your ${format(toCents(checkout.amount) ?? cents)} boost in the ${tabOpened ? 'new tab' : 'checkout'}. This page updates by itself.`,
    h(
      'div.ro',
      null,
      h(tabOpened ? 'a.b2' : 'a.b2.pr', { href: address, ...NEW_TAB }, `${tabOpened ? 'Reopen' : 'Open'} checkout`, icon(ARROW)),
      h('button.lk', { click: back }, 'Cancel'),
    ),
  )
  const stopWaiting = watchSession(api, creatorId, checkout.sessionId, (completed) => {
    if (completed === 'cancelled') return cancelled(flow)
    if (completed === 'expired') return flow.fail({ tone: 'error', title: 'Checkout Expired', text: 'Nothing was charged. Try again when you are ready.' })
    flow.message.value = ''
    showPanel(
      null,
      h('div.ok', null, icon(CHECK)),
      'Thank you!',
      `Your ${format(completed.cents)} boost reached ${config.name ?? creatorId}.`,
      h('span.xp.big', null, `${xpLabel(completed.xpAwarded)} earned`),
      h('div.ro', null, h('button.b2', { click: back }, 'Boost again')),
    )
    flow.succeed({ creatorId, currency, ...checkout, amount: completed.cents / 100, boostId: completed.boostId, xpAwarded: completed.xpAwarded })
  })
  flow.watching(stopWaiting)
}

/** The fan cancelled on the checkout page: back to the form at once, saying nothing was charged. */
function cancelled(flow: CheckoutFlow) {
  flow.show(FORM, { tone: 'info', title: 'Checkout cancelled', text: 'Nothing was charged.' })
  flow.cta.focus()
}

let panelSheet: CSSStyleSheet | undefined

/** The panels' styles, added once to the widget's own: as a constructed stylesheet where there are those, as mount.ts does. */
function addPanelStyles(root: ShadowRoot) {
  try {
    if (!panelSheet) {
      panelSheet = new CSSStyleSheet()
      panelSheet.replaceSync(PANEL_STYLES)
    }
    // A widget mounted again in the same element starts with its form's styles alone.
    if (!root.adoptedStyleSheets.includes(panelSheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, panelSheet]
  } catch {
    if (!root.getElementById('panel-styles')) root.append(h('style', { id: 'panel-styles' }, PANEL_STYLES))
  }
}
