// The embed script, built into one IIFE served as /boost.js. It finds its own tag, reads the data-*
// attributes and mounts a widget into data-target (or right after the tag); a bare tag only
// provides window.Boost.mount. Its one global is window.Boost. Loading it twice mounts each target
// once, and nothing it does may throw into the host page.
import { optionsFromDataset, type WidgetOptions } from './model.ts'
import { MOUNTED_ATTRIBUTE, type MountExtras, type MountedWidget, mountWidget } from './mount.ts'

declare const __BOOST_VERSION__: string

export type BoostGlobal = {
  version: string
  /** Mounts a widget into an element or the first match of a selector; null (and a console message) when it cannot. */
  mount(target: Element | string, options?: WidgetOptions & Partial<MountExtras>): MountedWidget | null
}

declare global {
  interface Window {
    Boost?: BoostGlobal
  }
}

try {
  const current = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null
  const ownApi = originOf(current)

  const mount: BoostGlobal['mount'] = (target, options = {}) => {
    try {
      const host = typeof target === 'string' ? document.querySelector(target) : target
      if (!(host instanceof HTMLElement)) {
        console.error(`[boost] Boost.mount: no element for ${String(target)}`)
        return null
      }
      const { apiBase, onBoostSuccess, onBoostError, ...widget } = options
      return mountWidget(host, widget, { apiBase: apiBase ?? ownApi, onBoostSuccess, onBoostError })
    } catch (error) {
      console.error('[boost] could not mount the widget:', error)
      return null
    }
  }
  window.Boost ??= { version: __BOOST_VERSION__, mount }

  // A classic script (async or not) always knows its own tag while it runs.
  const tag = current
  if (tag && Object.keys(tag.dataset).length > 0 && !tag.hasAttribute(MOUNTED_ATTRIBUTE)) {
    const selector = tag.dataset.target
    // An async script can run before the page has its target; wait for the rest of the page then.
    if (selector && !find(selector) && document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => guarded(() => mountFromScript(tag)), { once: true })
    } else {
      mountFromScript(tag)
    }
  }
} catch (error) {
  console.error('[boost] the widget could not start:', error)
}

function mountFromScript(tag: HTMLScriptElement) {
  tag.setAttribute(MOUNTED_ATTRIBUTE, '')
  const selector = tag.dataset.target
  let host = selector ? find(selector) : null
  if (selector && !host) console.error(`[boost] data-target "${selector}" matches no element; the widget is placed after its script tag.`)
  // The same tag included twice: the first copy already rendered here.
  if (host?.hasAttribute(MOUNTED_ATTRIBUTE)) return
  if (!(host instanceof HTMLElement)) {
    host = document.createElement('div')
    if (tag.parentElement && tag.parentElement !== document.head) tag.after(host)
    else document.body.append(host)
  }
  mountWidget(host as HTMLElement, optionsFromDataset(tag.dataset), { apiBase: originOf(tag) })
}

function find(selector: string): Element | null {
  try {
    return document.querySelector(selector)
  } catch {
    return null
  }
}

function originOf(tag: HTMLScriptElement | null): string {
  try {
    return tag?.src ? new URL(tag.src, location.href).origin : ''
  } catch {
    return ''
  }
}

function guarded(run: () => void) {
  try {
    run()
  } catch (error) {
    console.error('[boost] the widget could not start:', error)
  }
}
