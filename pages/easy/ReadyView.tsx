// Easy Setup once the creator is connected: the real embed code, a live preview of the real
// widget, and What's Next: the creator's own page, goal, alerts, webhooks and analytics.
import { ActivityIcon, ArrowRightIcon, BellIcon, CheckIcon, GlobeIcon, LinkIcon, TrophyIcon } from '../../assets/icons.tsx'
import { SavePasskeyOffer } from '../../ui/account/SavePasskeyOffer.tsx'
import { ButtonLink } from '../../ui/Button.tsx'
import { htmlSnippet, reactSnippet, type EmbedConfig } from '../../ui/console/embedSnippets.ts'
import { Panel } from '../../ui/console/Panel.tsx'
import { SnippetTabs } from '../../ui/console/SnippetTabs.tsx'
import { useSiteTheme } from '../../ui/useSiteTheme.ts'
import { BoostWidget } from '../../widget/react/BoostWidget.tsx'

export function ReadyView({
  creatorId,
  connectedAccount,
  name,
  demoPayments,
  publicUrl,
}: {
  creatorId: string
  connectedAccount: string
  name: string | null
  demoPayments: boolean
  publicUrl: string
}) {
  const theme = useSiteTheme()
  const embed: EmbedConfig = { creatorId, connectedAccount, name, demo: false }
  const analytics = `/analytics?${new URLSearchParams({ creatorId })}`
  const next = [
    { Icon: CheckIcon, title: 'Paste your code', text: 'Put the HTML where the button should appear: a site, a blog post, a course page.', href: '/docs#html-embed', cta: 'Embed guide' },
    { Icon: GlobeIcon, title: 'Share your page', text: 'Your own page with the button, your goal and your supporters: for a bio, a stream panel or a video.', href: `/c/${encodeURIComponent(creatorId)}`, cta: 'Open your page' },
    { Icon: TrophyIcon, title: 'Set a goal', text: 'A title and a target ("$500 for a new mic"): your page, the widget and your stream show its progress.', href: '/account#your-page', cta: 'Set a goal' },
    { Icon: BellIcon, title: 'Alerts on stream', text: 'Add boost alerts and a live counter to OBS as a browser source, and review messages first.', href: '/alerts', cta: 'Set up alerts' },
    { Icon: LinkIcon, title: 'Send events to your server', text: 'Boosts, refunds and reached goals, signed, to a URL of yours.', href: '/webhooks', cta: 'Add a webhook' },
    { Icon: ActivityIcon, title: 'Watch boosts land', text: 'Every boost shows up live in your analytics, with fees and your net.', href: analytics, cta: 'Open analytics' },
  ]

  return (
    <div className="grid gap-6" data-easy-ready>
      <header className="flex flex-col gap-5 rounded-3xl border border-success/25 bg-success-soft p-6 sm:flex-row sm:items-center sm:p-8">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-success text-white shadow-soft">
          <CheckIcon size={24} />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-[1.75rem] leading-tight font-semibold tracking-[-0.025em] text-fg sm:text-[2rem]">Your Boost button is ready!</h1>
          <p className="mt-1 text-[0.9375rem] text-fg-muted">
            <span className="font-mono text-fg">{creatorId}</span> is connected to <span className="font-mono text-fg">{connectedAccount}</span>. Paste the code below and boosts go straight to you.
          </p>
        </div>
        <ButtonLink href={analytics} variant="secondary" className="shrink-0">
          Open analytics <ArrowRightIcon size={16} />
        </ButtonLink>
      </header>

      <SavePasskeyOffer creatorId={creatorId} />

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]">
        <Panel title="Your embed code" description="One tag: it draws the button wherever the div is." data-embed-code="">
          <SnippetTabs snippets={{ html: htmlSnippet(embed, publicUrl), react: reactSnippet(embed, publicUrl) }} />
        </Panel>
        <Panel
          title="Live preview"
          description={demoPayments ? 'This server takes demo payments: no money moves, and preview boosts show in your analytics.' : 'Preview boosts use the demo checkout: no money moves and no number changes.'}
          data-live-preview=""
        >
          <div className="mx-auto max-w-[420px]" data-testid="preview-widget">
            <BoostWidget creatorId={creatorId} connectedAccount={connectedAccount} name={name ?? undefined} isDemoMode theme={theme} />
          </div>
        </Panel>
      </div>

      <Panel title="What’s Next" data-whats-next="">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {next.map(({ Icon, title, text, href, cta }) => (
            <li key={title} className="flex flex-col rounded-xl border border-line bg-bg-subtle p-4">
              <span className="flex items-center gap-2 font-semibold text-fg">
                <Icon size={18} className="text-accent-text" /> {title}
              </span>
              <span className="mt-1 flex-1 text-sm text-fg-muted">{text}</span>
              <a href={href} className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-accent-text hover:underline">
                {cta} <ArrowRightIcon size={15} />
              </a>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  )
}
