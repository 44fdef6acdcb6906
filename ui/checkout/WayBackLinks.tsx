// The way back after a checkout, on the thank-you and cancel pages: to the creator's page, to the
// page the widget was embedded in (its address shown, as the fan will see it), or, for boosts made
// from the developer demo, to the demo (and analytics, or another try).
import { ActivityIcon, ArrowLeftIcon, ArrowUpRightIcon, BoltIcon, HomeIcon } from '../../assets/icons.tsx'
import type { WayBack } from '../../core/returnUrl.ts'
import { ButtonLink } from '../Button.tsx'

type Props = {
  way: WayBack | null
  /** Who the creator's page belongs to, for its link. */
  creatorName?: string
  /** The cancel page's second demo link is Try Again; the thank-you page's is View Analytics. */
  after: 'success' | 'cancel'
}

export function WayBackLinks({ way, creatorName, after }: Props) {
  if (way?.kind === 'developer-demo') {
    return (
      <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row" data-way-back="developer-demo">
        <ButtonLink href="/boost-demo" variant="secondary" size="lg">
          <ArrowLeftIcon size={17} />
          Back to Demo
        </ButtonLink>
        {after === 'success' ? (
          <ButtonLink href="/analytics" size="lg">
            <ActivityIcon size={17} />
            View Analytics
          </ButtonLink>
        ) : (
          <ButtonLink href="/boost-demo" size="lg">
            <BoltIcon size={17} />
            Try Again
          </ButtonLink>
        )}
      </div>
    )
  }
  if (way?.kind === 'creator') {
    return (
      <div className="mt-8 flex justify-center" data-way-back="creator">
        <ButtonLink href={way.href} size="lg">
          <ArrowLeftIcon size={17} />
          {`Back to ${creatorName ?? 'the creator'}`}
        </ButtonLink>
      </div>
    )
  }
  if (way?.kind === 'host') {
    return (
      <div className="mt-8 grid justify-items-center gap-2" data-way-back="host">
        <ButtonLink href={way.href} size="lg" rel="noopener noreferrer">
          <ArrowUpRightIcon size={17} />
          {`Back to ${way.host}`}
        </ButtonLink>
        <p className="max-w-full truncate font-mono text-xs text-fg-subtle" title={way.href}>
          {way.href}
        </p>
      </div>
    )
  }
  return (
    <div className="mt-8 flex justify-center" data-way-back="home">
      <ButtonLink href="/" variant="secondary" size="lg">
        <HomeIcon size={17} />
        Back to the home page
      </ButtonLink>
    </div>
  )
}
