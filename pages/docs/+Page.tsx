// Developer documentation for the boost widget: the script tag, the React component, every
// option, events, stream overlays and troubleshooting.
import { ArrowRightIcon } from '../../assets/icons.tsx'
import { SUPPORTED_CURRENCIES } from '../../core/limits.ts'
import { Callout } from '../../ui/Callout.tsx'
import { AnchorHeading, DocsShell } from '../../ui/DocsShell.tsx'
import { PublicOverlayUrlBuilder } from '../../ui/publicOriginParts.tsx'
import { PRERENDER_ORIGIN } from '../../ui/usePublicOrigin.ts'
import { CodeSample } from '../../renderer/islands/CodeSample.tsx'
import { Island } from '../../renderer/islands/Island.tsx'
import { WIDGET_OPTIONS } from '../../ui/widgetOptions.ts'
import { OptionRequirement } from './OptionRequirement.tsx'

const TOC = [
  { id: 'quick-start', label: 'Quick start' },
  { id: 'html-embed', label: 'HTML embed' },
  { id: 'react-component', label: 'React component' },
  { id: 'configuration', label: 'Configuration' },
  { id: 'events', label: 'Events' },
  { id: 'stream-overlays', label: 'Stream overlays' },
  { id: 'troubleshooting', label: 'Troubleshooting' },
]

export default function DocsPage() {
  const html = `<div id="boost-widget"></div>
<script src="${PRERENDER_ORIGIN}/boost.js"
  data-target="#boost-widget"
  data-creator-id="your-creator-id"
  data-connected-account="acct_…"
  data-name="Your Name"
  async></script>`
  const react = `import { BoostWidget } from 'boost/widget'

export function SupportMe() {
  return (
    <BoostWidget
      creatorId="your-creator-id"
      connectedAccount="acct_…"
      name="Your Name"
      presets={[5, 20, 50, 100]}
      currency="usd"
      minAmount={1}
      maxAmount={1000}
      theme="auto"
      onBoostSuccess={(boost) => console.log('Thank you!', boost.xpAwarded)}
      onBoostError={(error) => console.error(error.title, error.message)}
    />
  )
}`
  const mount = `window.Boost.mount('#another-widget', {
  creatorId: 'your-creator-id',
  connectedAccount: 'acct_…',
  name: 'Your Name',
  presets: [5, 10, 20],
  onBoostSuccess: (boost) => console.log(boost.sessionId),
})`
  const events = `const target = document.querySelector('#boost-widget')

target.addEventListener('boost:success', (event) => {
  // { creatorId, sessionId, amount, currency, clamped, url, boostId, xpAwarded }
  console.log(\`Boost of \${event.detail.amount} earned \${event.detail.xpAwarded} XP\`)
})

target.addEventListener('boost:error', (event) => {
  // { title, message }
  console.error(event.detail.title, event.detail.message)
})`
  return (
    <DocsShell
      eyebrow="Documentation"
      title="Add a Boost button to anything you publish"
      lead={
        <p>
          One script tag or one React component. Supporters pick an amount, pay through Stripe’s hosted checkout, and the boost lands on your
          counters the moment it clears.
        </p>
      }
      toc={TOC}
    >
      <Callout tone="tip" title="Prefer not to touch code?">
        <a href="/easy">Easy Setup</a> connects your Stripe account and hands you a ready-made snippet in about two minutes.
      </Callout>

      <AnchorHeading id="quick-start">Quick start</AnchorHeading>
      <ol>
        <li>
          <strong>Get your creator id and connect Stripe.</strong> Your creator id is a short name of your choosing (3 to 64 characters of a–z,
          0–9, <code>_</code> and <code>-</code>). <a href="/easy">Easy Setup</a> or <a href="/onboard">Onboard</a> connects it to a Stripe
          Express account and shows the account id (<code>acct_…</code>).
        </li>
        <li>
          <strong>Paste the snippet</strong> where the button should appear. It loads one small script from your Boost host and renders inside its
          own Shadow DOM, so your styles cannot break it and its styles cannot leak.
        </li>
        <li>
          <strong>Try it in demo mode first.</strong> Add <code>data-demo="true"</code>: the whole flow runs, and no money moves.
        </li>
      </ol>
      <CodeSample code={html} language="html" title="index.html" />

      <AnchorHeading id="html-embed">HTML embed</AnchorHeading>
      <p>
        The script finds its own tag, reads the <code>data-*</code> attributes, and renders the widget into the element named by{' '}
        <code>data-target</code> (or right after the tag without one). It is safe to load twice and to place several widgets on one page;
        each tag renders its own. Its one global, <code>window.Boost</code>, mounts more widgets from your own code:
      </p>
      <CodeSample code={mount} language="tsx" title="mount.js" />
      <ul>
        <li>
          Keep <code>async</code>: the widget never blocks your page from rendering.
        </li>
        <li>The target element may come after the tag: an async script waits for the page before it looks for it.</li>
        <li>
          If your site sends a Content-Security-Policy, allow your Boost host in <code>script-src</code> and <code>connect-src</code>. The
          checkout flow is a second script from the same host, <code>/boost-checkout.js</code>, which loads only when a visitor starts to
          boost.
        </li>
      </ul>
      <p>
        The full attribute list, a demo snippet and test pages are in the <a href="/docs/embed">embed guide</a>.
      </p>

      <AnchorHeading id="react-component">React component</AnchorHeading>
      <p>
        <code>BoostWidget</code> takes the same options as props. It renders nothing on the server and wires itself up in the browser, so it is
        safe in server-rendered apps (Next.js, Remix, Vike).
      </p>
      <CodeSample code={react} language="tsx" title="SupportMe.tsx" />

      <AnchorHeading id="configuration">Configuration</AnchorHeading>
      <p>
        Every option, as a React prop and as an embed attribute. Amounts are in the widget’s currency; the server clamps every boost to the
        platform’s limits ($1 to $5,000) and tells the supporter when it did.
      </p>
      <div className="not-prose my-6 overflow-x-auto rounded-2xl border border-line bg-surface shadow-soft">
        <table className="table-boost min-w-[36rem]">
          <thead>
            <tr>
              <th scope="col">Option</th>
              <th scope="col">Type</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {WIDGET_OPTIONS.map((option) => (
              <tr key={option.prop ?? option.attribute}>
                <td className="w-[14rem]">
                  <span className="flex flex-col items-start gap-1">
                    {option.prop ? <code className="font-semibold">{option.prop}</code> : null}
                    {option.attribute ? <code className="text-xs !text-fg-muted">{option.attribute}</code> : null}
                  </span>
                </td>
                <td className="w-[11rem]">
                  <span className="flex flex-col items-start gap-1.5">
                    <code className="text-xs">{option.type}</code>
                    <OptionRequirement option={option} />
                  </span>
                </td>
                <td>{option.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Currencies: {SUPPORTED_CURRENCIES.map((currency, index) => (
          <span key={currency}>
            {index > 0 ? ', ' : ''}
            <code>{currency}</code>
          </span>
        ))}
        . Codes are case-insensitive.
      </p>

      <AnchorHeading id="events">Events</AnchorHeading>
      <p>
        The embed dispatches DOM events on its target element: <code>boost:success</code> once a boost is paid and recorded, and{' '}
        <code>boost:error</code> when one fails or its checkout expires. They bubble, so you can also listen on <code>document</code>. The
        React component calls <code>onBoostSuccess</code> and <code>onBoostError</code> with the same details.
      </p>
      <CodeSample code={events} language="tsx" title="events.js" />

      <AnchorHeading id="stream-overlays">Stream overlays</AnchorHeading>
      <p>
        Put a live counter on stream: add a <strong>Browser source</strong> in OBS (or any streaming tool) with this URL. The overlay has a
        transparent background and updates the moment a boost clears. Leave the creator id empty to show the whole platform.
      </p>
      <Island name="overlay-url-builder" component={PublicOverlayUrlBuilder} />
      <p>
        Metrics are <code>boosts</code>, <code>xp</code> and <code>revenue</code> (whole dollars). Styles are <code>led</code>,{' '}
        <code>digital</code>, <code>block</code>, <code>flip</code> and <code>dot</code>; accents <code>green</code>, <code>gold</code> and{' '}
        <code>magenta</code>. See them all on the <a href="/porthole">Porthole</a>.
      </p>

      <AnchorHeading id="troubleshooting">Troubleshooting</AnchorHeading>
      <dl className="not-prose my-6 grid grid-cols-1 gap-3">
        {TROUBLES.map(({ problem, fix }) => (
          <div key={problem} className="rounded-2xl border border-line bg-surface p-5 shadow-soft">
            <dt className="font-semibold text-fg">{problem}</dt>
            <dd className="mt-1.5 text-sm leading-relaxed text-fg-muted [&_a]:font-medium [&_a]:text-accent-text [&_a]:underline [&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1 [&_code]:text-fg">
              {fix}
            </dd>
          </div>
        ))}
      </dl>
      <div className="not-prose mt-10 flex flex-col items-start justify-between gap-4 rounded-2xl border border-line bg-bg-subtle p-6 sm:flex-row sm:items-center">
        <div>
          <p className="font-semibold text-fg">Still stuck?</p>
          <p className="text-sm text-fg-muted">Easy Setup checks your connection and gives you a snippet that works.</p>
        </div>
        <a href="/easy" className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-text hover:underline">
          Open Easy Setup <ArrowRightIcon size={16} />
        </a>
      </div>
    </DocsShell>
  )
}

const TROUBLES = [
  {
    problem: 'The widget does not appear',
    fix: (
      <>
        Check that <code>data-target</code> names an element that exists when the script runs, that the script URL opens in your browser, and
        that your Content-Security-Policy allows the Boost host. The browser console names the problem.
      </>
    ),
  },
  {
    problem: 'The supporter sees “Amount Adjusted”',
    fix: (
      <>
        The amount was outside the limits, so the server moved it to the nearest allowed amount. Boosts go from $1 to $5,000; your own{' '}
        <code>data-min-amount</code> and <code>data-max-amount</code> can only narrow that range.
      </>
    ),
  },
  {
    problem: 'Checkout does not open',
    fix: (
      <>
        Checkout opens in a new tab, so a pop-up blocker may stop it; the widget then offers a link that opens it. Live payments also need a connected
        account that finished Stripe onboarding; <a href="/easy">Easy Setup</a> tells you whether yours has.
      </>
    ),
  },
  {
    problem: 'Boosts in demo mode do not show on my counters',
    fix: (
      <>
        That is on purpose: a demo boost never moves live numbers. Remove <code>data-demo</code> (or <code>isDemoMode</code>) to take real
        payments.
      </>
    ),
  },
  {
    problem: 'The stream overlay stays at zero',
    fix: (
      <>
        Make sure <code>creator</code> in the overlay URL is exactly your creator id, and that the browser source stays active when hidden
        (OBS: uncheck “Shutdown source when not visible”).
      </>
    ),
  },
]
