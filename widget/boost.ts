// The embed script, built into one IIFE served as /boost.js. It finds its own tag, reads the data-*
// attributes and mounts a widget into data-target (or right after the tag); a bare tag only
// provides window.Boost.mount. Its one global is window.Boost. Loading it twice mounts each target
// once, and nothing it does may throw into the host page. The checkout flow is imported from the
// same host, /boost-checkout.js, once a visitor shows interest.
import { optionsFromDataset } from './model.ts'
import { type LoadCheckout, MOUNTED_ATTRIBUTE, type MountedWidget, type MountOptions, mountWidget, safely } from './mount.ts'

declare const __BOOST_VERSION__: string
/** The checkout module's content hash, so its URL can be cached for good. */
declare const __CHECKOUT_VERSION__: string

export type BoostGlobal = {
  version: string
  /** Mounts a widget into an element or the first match of a selector; null (and a console message) when it cannot. */
  mount(target: Element | string, options?: MountOptions): MountedWidget | null
}

declare global {
  interface Window {
    Boost?: BoostGlobal
  }
}

// A classic script (async or not) always knows its own tag while it runs.
const tag = document.currentScript as HTMLScriptElement | null

safely(() => {
  const ownApi = tag?.src ? new URL(tag.src).origin : ''
  // One module for every widget on the page: the browser fetches an import once.
  const loadCheckout = (() => import(/* @vite-ignore */ `${ownApi}/boost-checkout.js?v=${__CHECKOUT_VERSION__}`)) as LoadCheckout
  const mount: BoostGlobal['mount'] = (target, options = {}) =>
    safely(() => {
      const host = typeof target === 'string' ? find(target) : target
      if (host instanceof HTMLElement) return mountWidget(host, { ...options, apiBase: options.apiBase ?? ownApi }, loadCheckout)
      console.error('[boost] no element', target)
      return null
    })
  window.Boost ??= { version: __BOOST_VERSION__, mount }

  // Mounted once the page is parsed, so a data-target further down the page exists, even for an async
  // script in <head>; the tag is still in place then for a widget that goes after it.
  if (tag && Object.keys(tag.dataset).length > 0) {
    /** Mounts the widget the tag's data-* attributes describe, into data-target or a new element after the tag. */
    const mountFromTag = () =>
      safely(() => {
        tag.setAttribute(MOUNTED_ATTRIBUTE, '')
        const selector = tag.dataset.target
        let host = selector ? find(selector) : null
        // The widget then goes after its tag.
        if (selector && !host) console.error('[boost] no element', selector)
        // The same tag included twice: the first copy already rendered here.
        if (host?.hasAttribute(MOUNTED_ATTRIBUTE)) return
        if (!(host instanceof HTMLElement)) {
          host = document.createElement('div')
          if (tag.parentElement && tag.parentElement !== document.head) tag.after(host)
          else document.body.append(host)
        }
        mount(host, optionsFromDataset(tag.dataset))
      })
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountFromTag)
    else mountFromTag()
  }
})

/** The first element `selector` matches; null when none does, or when it is no selector (logged then). */
function find(selector: string): Element | null {
  return safely(() => document.querySelector(selector))
}
