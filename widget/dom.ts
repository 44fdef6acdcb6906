// Building the widget's elements, shared by the form (mount.ts) and the checkout flow (checkout.ts).

export const BOLT = 'M13 2 4.5 13.5H11L10 22l8.5-11.5H12z'
export const ARROW = 'M7 17 17 7M8.5 7H17v8.5'
export const CHECK = 'm5 12.5 4.5 4.5L19 7.5'
export const NEW_TAB = { target: '_blank', rel: 'noopener' }

type Child = Node | string | null | false | undefined
/** Attributes by name (`hidden: ''` for a boolean one); a function is a listener for the event of that name. */
type Attributes = Record<string, string | ((event: Event) => unknown)>

/** `h('p.ps.big', { id: 'x', click: () => … }, 'text')`: an element with its classes, attributes, listeners and children. */
export function h<E extends Element = HTMLElement>(spec: string, attributes?: Attributes | null, ...children: Child[]): E {
  const [tag, ...classes] = spec.split('.')
  const element = (tag === 'svg' || tag === 'path' ? document.createElementNS('http://www.w3.org/2000/svg', tag) : document.createElement(tag!)) as unknown as E
  element.setAttribute('class', classes.join(' '))
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (typeof value === 'function') element.addEventListener(name, value)
    else element.setAttribute(name, value)
  }
  element.append(...(children.filter(Boolean) as (Node | string)[]))
  return element
}

/** A stroked icon; the stylesheet fills the bolt where it appears, in the mark and the boost button. */
export function icon(path: string): SVGSVGElement {
  return h('svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true' }, h('path', { d: path }))
}
