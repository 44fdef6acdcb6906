// The fan's own part of the form: an optional name, boosting anonymously, showing the name on the
// leaderboard, and an email for Boost's own receipt (sent only when the server emails receipts, and
// never remembered: it is the fan's to give each time). Part of the checkout flow's module, so it costs boost.js nothing: the fields
// join the form at the first sign of interest. The fan's choices are remembered in the host page's
// storage, next to the widget's anonymous id, and every widget on the page shares them.
import { MAX_SUPPORTER_NAME_LENGTH } from '../core/supporterName.ts'
import { h } from './dom.ts'
import type { WidgetOptions } from './model.ts'
import { chosenInterval, monthlyChoice, offersMonthly } from './monthly.ts'

export const FAN_KEY = 'boost:fan'

type FanChoice = { name: string; anonymous: boolean; showOnLeaderboard: boolean }

let choice: FanChoice | undefined

/** The remembered choice; what storage holds is the page's, so anything of the wrong shape reads as unset. */
function remembered(): FanChoice {
  let stored: Partial<Record<keyof FanChoice, unknown>> = {}
  try {
    stored = JSON.parse(localStorage.getItem(FAN_KEY) ?? '{}') ?? {}
  } catch {
    // Blocked storage, or not JSON: nothing remembered.
  }
  return {
    name: typeof stored.name === 'string' ? [...stored.name].slice(0, MAX_SUPPORTER_NAME_LENGTH).join('') : '',
    anonymous: stored.anonymous === true,
    showOnLeaderboard: stored.showOnLeaderboard === true,
  }
}

function remember(change: Partial<FanChoice>) {
  choice = { ...(choice ??= remembered()), ...change }
  try {
    localStorage.setItem(FAN_KEY, JSON.stringify(choice))
  } catch {
    // Storage can be blocked: the choice then lasts for this page.
  }
}

/** The checkout body's fan fields: no name with anonymous, whether it may show on the leaderboard, the receipt email and the interval of `message`'s widget. */
export function fanBody(message: HTMLTextAreaElement): { name?: string; anonymous?: true; showOnLeaderboard: boolean; email?: string; interval?: 'month' } {
  const { name, anonymous, showOnLeaderboard } = (choice ??= remembered())
  const fields = message.nextElementSibling
  const email = fields?.querySelector<HTMLInputElement>('input[type=email]')?.value.trim() || undefined
  return { ...(anonymous ? { anonymous, showOnLeaderboard: false } : { name: name.trim() || undefined, showOnLeaderboard }), email, ...chosenInterval(fields) }
}

/** Puts the fan's fields after the message, once per widget, filled with what the fan chose before; with the Monthly choice where the widget offers it. */
export function renderFanFields(message: HTMLTextAreaElement, options: WidgetOptions) {
  if (message.nextElementSibling?.classList.contains('fd')) return
  const { name, anonymous, showOnLeaderboard } = (choice ??= remembered())
  const nameInput = h<HTMLInputElement>('input.fn', {
    type: 'text',
    maxlength: String(MAX_SUPPORTER_NAME_LENGTH),
    placeholder: 'Your name (optional)',
    'aria-label': 'Your name (optional)',
    autocomplete: 'nickname',
    input: (): void => remember({ name: nameInput.value }),
  })
  nameInput.value = name
  const box = (label: string, checked: boolean, change: (checked: boolean) => void): readonly [HTMLElement, HTMLInputElement] => {
    const input = h<HTMLInputElement>('input', { type: 'checkbox', change: (): void => (change(input.checked), sync()) })
    input.checked = checked
    return [h('label.ck', null, input, label), input] as const
  }
  const [anonymousLabel, anonymousBox] = box('Boost anonymously', anonymous, (checked) => remember({ anonymous: checked }))
  const [leaderboardLabel, leaderboardBox] = box('Show my name on the leaderboard', showOnLeaderboard, (checked) => remember({ showOnLeaderboard: checked }))
  // Anonymous leaves no name to give or show: the name stays remembered for the next boost that has one.
  const sync = () => {
    nameInput.disabled = leaderboardBox.disabled = anonymousBox.checked
  }
  sync()
  const email = h('input.fn', { type: 'email', autocomplete: 'email', placeholder: 'Email for receipt (optional)', 'aria-label': 'Email for receipt (optional)' })
  message.after(h('div.fd', null, nameInput, anonymousLabel, leaderboardLabel, email, offersMonthly(options) && monthlyChoice()))
}
