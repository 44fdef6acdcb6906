// The embed guide: the snippet, every attribute, demo mode, test pages, features and help.
import {
  ActivityIcon,
  ArrowUpRightIcon,
  BookIcon,
  CardIcon,
  CodeIcon,
  GlobeIcon,
  LayersIcon,
  MailIcon,
  ShieldIcon,
  SparklesIcon,
} from '../../../assets/icons.tsx'
import { Callout } from '../../../ui/Callout.tsx'
import { AnchorHeading, DocsShell } from '../../../ui/DocsShell.tsx'
import { PRERENDER_ORIGIN } from '../../../ui/usePublicOrigin.ts'
import { CodeSample } from '../../../renderer/islands/CodeSample.tsx'
import { WIDGET_OPTIONS } from '../../../ui/widgetOptions.ts'
import { OptionRequirement } from '../OptionRequirement.tsx'

const TOC = [
  { id: 'snippet', label: 'The snippet' },
  { id: 'attributes', label: 'Attributes' },
  { id: 'demo-mode', label: 'Demo mode' },
  { id: 'test-pages', label: 'Test pages' },
  { id: 'features', label: 'Features' },
  { id: 'help', label: 'Help' },
]

const ATTRIBUTES = WIDGET_OPTIONS.filter((option) => option.attribute?.startsWith('data-'))

const TEST_PAGES = [
  { href: '/play/embed.html', title: 'Plain HTML page', text: 'The script tag on an otherwise empty page.' },
  { href: '/play/react', title: 'React playground', text: 'BoostWidget with every preset and the checkout endpoint.' },
  { href: '/boost', title: 'Developer demo', text: 'Configure a widget and copy the generated code.' },
  { href: '/porthole', title: 'Porthole counter', text: 'The live counters, in every style and accent.' },
]

const FEATURES = [
  { Icon: CardIcon, title: 'Stripe checkout', text: 'Supporters pay on Stripe’s hosted page; card data never touches your site or ours.' },
  { Icon: ShieldIcon, title: 'Isolated', text: 'Renders in Shadow DOM: your CSS cannot break it and it cannot restyle your page.' },
  { Icon: SparklesIcon, title: 'XP and badges', text: 'Every boost earns the supporter XP, badges and a place on the weekly leaderboard.' },
  { Icon: ActivityIcon, title: 'Live', text: 'Boosts appear on your counters and overlays the moment they clear.' },
  { Icon: LayersIcon, title: 'Light and dark', text: 'Follows the visitor’s theme, or pin it with data-theme.' },
  { Icon: GlobeIcon, title: 'Five currencies', text: 'USD, EUR, GBP, CAD and AUD, each with sensible limits.' },
]

export default function EmbedPage() {
  const snippet = `<div id="boost-widget"></div>
<script src="${PRERENDER_ORIGIN}/boost.js"
  data-target="#boost-widget"
  data-creator-id="your-creator-id"
  data-connected-account="acct_…"
  data-name="Your Name"
  data-presets="5,10,20"
  async></script>`
  const demo = `<div id="boost-demo"></div>
<script src="${PRERENDER_ORIGIN}/boost.js"
  data-target="#boost-demo"
  data-creator-id="demo-creator"
  data-name="Demo Creator"
  data-demo="true"
  data-theme="dark"
  data-min="100"
  data-max="500000"
  async></script>`
  return (
    <DocsShell
      eyebrow="Embed guide"
      title="The Boost embed, attribute by attribute"
      lead={<p>Everything the script tag understands, how to test it without moving money, and where to get help.</p>}
      toc={TOC}
    >
      <AnchorHeading id="snippet">The snippet</AnchorHeading>
      <p>Paste it where the button should appear. Replace the creator id, account and name with yours.</p>
      <CodeSample code={snippet} language="html" title="Embed snippet" />

      <AnchorHeading id="attributes">Attributes</AnchorHeading>
      <div className="not-prose my-6 overflow-x-auto rounded-2xl border border-line bg-surface shadow-soft">
        <table className="table-boost min-w-[36rem]">
          <thead>
            <tr>
              <th scope="col">Attribute</th>
              <th scope="col">Type</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {ATTRIBUTES.map((option) => (
              <tr key={option.attribute}>
                <td className="w-[15rem]">
                  <span className="flex flex-col items-start gap-1.5">
                    <code className="font-semibold">{option.attribute}</code>
                    <OptionRequirement option={option} />
                  </span>
                </td>
                <td className="w-[9rem]">{option.type}</td>
                <td>{option.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Callout title="Dollars or cents">
        <code>data-min-amount</code> and <code>data-max-amount</code> are in whole dollars; <code>data-min</code> and <code>data-max</code> are
        the same limits in cents (100 and 500000 by default). Use whichever your site already speaks.
      </Callout>

      <AnchorHeading id="demo-mode">Demo mode</AnchorHeading>
      <p>
        With <code>data-demo="true"</code> the widget runs the whole flow against a demo checkout that says plainly that no money moves. Demo
        boosts never change live counters, XP or the leaderboard, so you can click away.
      </p>
      <CodeSample code={demo} language="html" title="Demo snippet" />

      <AnchorHeading id="test-pages">Test pages</AnchorHeading>
      <ul className="not-prose my-6 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {TEST_PAGES.map(({ href, title, text }) => (
          <li key={href}>
            <a
              href={href}
              className="group flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-soft transition hover:border-accent/40 hover:shadow-lifted"
            >
              <span className="flex items-center justify-between gap-2 font-semibold text-fg">
                {title}
                <ArrowUpRightIcon size={16} className="text-fg-subtle transition group-hover:text-accent-text" />
              </span>
              <span className="mt-1 text-sm text-fg-muted">{text}</span>
              <code className="mt-3 text-xs text-fg-subtle">{href}</code>
            </a>
          </li>
        ))}
      </ul>

      <AnchorHeading id="features">Features</AnchorHeading>
      <ul className="not-prose my-6 grid grid-cols-1 gap-x-8 gap-y-6 sm:grid-cols-2">
        {FEATURES.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent-text">
              <Icon size={18} />
            </span>
            <span>
              <span className="block font-semibold text-fg">{title}</span>
              <span className="mt-0.5 block text-sm leading-relaxed text-fg-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>

      <AnchorHeading id="help">Help</AnchorHeading>
      <ul className="not-prose my-6 grid grid-cols-1 gap-2">
        {[
          { href: '/docs', Icon: BookIcon, label: 'Documentation', text: 'Quick start, React component, events, troubleshooting' },
          { href: '/api', Icon: CodeIcon, label: 'API reference', text: 'Every endpoint, generated from the server’s schemas' },
          { href: '/easy', Icon: SparklesIcon, label: 'Easy Setup', text: 'Connect Stripe and get a snippet without reading any of this' },
          { href: 'mailto:hello@boost.example', Icon: MailIcon, label: 'hello@boost.example', text: 'A human answers within a working day' },
        ].map(({ href, Icon, label, text }) => (
          <li key={href}>
            <a href={href} className="flex items-center gap-3 rounded-xl px-3 py-2.5 transition hover:bg-surface-2">
              <Icon size={18} className="shrink-0 text-fg-subtle" />
              <span className="font-medium text-fg">{label}</span>
              <span className="hidden text-sm text-fg-muted sm:inline">{text}</span>
            </a>
          </li>
        ))}
      </ul>
    </DocsShell>
  )
}
