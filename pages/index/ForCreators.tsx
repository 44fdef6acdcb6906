// How a creator starts: three steps, the embed snippet, and what a boost leaves them after fees.
import { ActivityIcon, ArrowRightIcon, CodeIcon, ShieldIcon } from '../../assets/icons.tsx'
import { CARD_FEE_LABEL, feeBreakdown, PLATFORM_FEE_LABEL } from '../../core/fees.ts'
import { formatCents, formatMajor } from '../../core/money.ts'
import { tracked } from '../../ui/productEvents.ts'
import { ButtonLink } from '../../ui/Button.tsx'
import { Island } from '../../renderer/islands/Island.tsx'
import { EmbedSnippet } from './EmbedSnippet.tsx'
import { SectionIntro } from './SectionIntro.tsx'

const EXAMPLE = feeBreakdown(2000)

const STEPS = [
  {
    Icon: ShieldIcon,
    title: 'Connect Stripe',
    text: 'Create or link a Stripe Express account in about two minutes. Payouts go straight to your bank.',
  },
  {
    Icon: CodeIcon,
    title: 'Paste one tag',
    text: 'Drop the script tag into any site, blog or course page, or use the React component.',
  },
  {
    Icon: ActivityIcon,
    title: 'Watch boosts land',
    text: 'Boosts appear live on your widget, your stream overlay and your analytics.',
  },
]

export function ForCreators() {
  return (
    <section aria-labelledby="creators-title" className="below-fold py-24 sm:py-28">
      <div className="container-boost grid grid-cols-1 items-center gap-14 lg:grid-cols-2">
        <div>
          <SectionIntro eyebrow="For creators" title="From zero to boosts in three steps" id="creators-title">
            No storefront to build and no monthly bill. You keep about {percentOf(EXAMPLE.creatorNet, EXAMPLE.gross)} of every{' '}
            {formatMajor(EXAMPLE.gross)} boost.
          </SectionIntro>
          <ol className="mt-10 grid grid-cols-1 gap-6">
            {STEPS.map(({ Icon, title, text }, index) => (
              <li key={title} className="flex gap-4">
                <span className="relative grid size-10 shrink-0 place-items-center rounded-xl border border-line bg-surface text-accent-text shadow-soft">
                  <Icon size={19} />
                  <span className="absolute -top-1.5 -right-1.5 grid size-4.5 place-items-center rounded-full bg-fg text-[0.625rem] font-bold text-bg">
                    {index + 1}
                  </span>
                </span>
                <div>
                  <h3 className="font-semibold text-fg">{title}</h3>
                  <p className="mt-1 text-fg-muted">{text}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink href="/easy" {...tracked('banner_easy')}>
              Get your Boost button
            </ButtonLink>
            <ButtonLink href="/docs" variant="ghost">
              Read the docs <ArrowRightIcon size={16} />
            </ButtonLink>
          </div>
        </div>
        <div className="min-w-0">
          <Island name="embed-snippet" component={EmbedSnippet} />
          <div className="mt-4 grid grid-cols-3 gap-3 text-center">
            {[
              { label: 'Boost', value: formatCents(EXAMPLE.gross) },
              { label: 'Fees', value: formatCents(EXAMPLE.stripeFee + EXAMPLE.platformFee) },
              { label: 'You receive', value: formatCents(EXAMPLE.creatorNet) },
            ].map(({ label, value }) => (
              <div key={label} className="rounded-2xl border border-line bg-surface p-4 shadow-soft">
                <p className="text-xs text-fg-subtle">{label}</p>
                <p className="mt-1 font-semibold text-fg tabular-nums">{value}</p>
              </div>
            ))}
          </div>
          <p className="mt-3 text-center text-xs text-fg-subtle">
            Card fee {CARD_FEE_LABEL} and {PLATFORM_FEE_LABEL} platform fee. <a href="/fees" className="underline hover:text-fg">See pricing</a>
          </p>
        </div>
      </div>
    </section>
  )
}

function percentOf(part: number, whole: number): string {
  return `${((part / whole) * 100).toFixed(1)}%`
}
