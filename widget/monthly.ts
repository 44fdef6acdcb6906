// The widget's choice between a one-off boost and a monthly one, offered where the creator turned it
// on. Part of the checkout flow's module, so it costs boost.js nothing: it joins the form with the
// fan's fields, this module reads the option itself, and the boost button's label gains "a month"
// through the panel styles, so the form's own code never needs to know which was chosen.
import { h } from './dom.ts'
import { YES_OR_NO, type WidgetOptions } from './model.ts'

const MONTH = 'month'

/** Whether the widget offers Monthly: the monthly prop, or data-monthly (bare, or a yes word); a value that is neither is said once and means no. */
export function offersMonthly({ monthly }: WidgetOptions): boolean {
  if (monthly === true || monthly === '') return true
  const word = typeof monthly === 'string' ? YES_OR_NO.exec(monthly.trim()) : null
  if (monthly !== undefined && monthly !== false && !word) console.warn(`[boost] ignoring data-monthly="${String(monthly)}"`)
  return !!word?.[1]
}

/** Two radio buttons, One-off (chosen) and Monthly, and what a monthly boost means, shown once it is chosen. */
export function monthlyChoice(): HTMLElement {
  const option = (label: string, value: string) => {
    const input = h<HTMLInputElement>('input', { type: 'radio', name: 'iv', value })
    input.checked = !value
    return h('label', null, input, label)
  }
  return h(
    'div',
    null,
    h('div.iv', { role: 'radiogroup', 'aria-label': 'How often' }, option('One-off', ''), option('Monthly', MONTH)),
    h('p.s.im', null, 'Charged each month until you cancel, which you can do any time from your receipt or your fan page.'),
  )
}

/** `{ interval: 'month' }` when the fan chose Monthly in `fields`, the widget's fan fields; nothing for a one-off. */
export function chosenInterval(fields: Element | null | undefined): { interval?: typeof MONTH } {
  return fields?.querySelector(`[value=${MONTH}]:checked`) ? { interval: MONTH } : {}
}
