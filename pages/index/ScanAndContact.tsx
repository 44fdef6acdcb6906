// The home page's closing cards: a QR code that opens Easy Setup on a phone, and the contact address.
import { ArrowRightIcon, ArrowUpRightIcon, MailIcon, QrIcon } from '../../assets/icons.tsx'
import { tracked } from '../../ui/productEvents.ts'
import { Island } from '../../renderer/islands/Island.tsx'
import { EasySetupQr } from './EasySetupQr.tsx'

export function ScanAndContact() {
  return (
    <section aria-label="Get started on your phone, or contact us" className="below-fold pt-24">
      <div className="container-boost grid grid-cols-1 gap-4 md:grid-cols-[1.3fr_1fr]">
        <a
          href="/easy"
          {...tracked('homepage_qr_scan')}
          className="group flex flex-col items-center gap-6 rounded-3xl border border-line bg-surface p-6 shadow-soft transition hover:border-accent/40 hover:shadow-lifted sm:flex-row sm:p-8"
          data-qr-link
        >
          <div className="shrink-0 rounded-2xl border border-line bg-white p-3 shadow-soft">
            <Island name="easy-setup-qr" component={EasySetupQr} />
          </div>
          <div>
            <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-text">
              <QrIcon size={16} /> Scan to start
            </p>
            <h2 className="mt-2 text-2xl font-semibold tracking-tight text-fg">Set up from your phone</h2>
            <p className="mt-2 text-fg-muted">Point your camera here to open Easy Setup, connect Stripe and get your button before your coffee cools.</p>
            <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-fg">
              Open Easy Setup <ArrowRightIcon size={16} className="transition-transform group-hover:translate-x-0.5" />
            </span>
          </div>
        </a>
        <div className="flex flex-col justify-between gap-6 rounded-3xl border border-line bg-surface p-6 shadow-soft sm:p-8">
          <div>
            <span className="grid size-10 place-items-center rounded-xl bg-accent-soft text-accent-text">
              <MailIcon size={19} />
            </span>
            <h2 className="mt-4 text-2xl font-semibold tracking-tight text-fg">Talk to a human</h2>
            <p className="mt-2 text-fg-muted">Partnerships, big streams, or a question about payouts: we answer within a working day.</p>
          </div>
          <a href="mailto:hello@boost.example" className="inline-flex items-center gap-2 font-semibold text-accent-text hover:underline">
            hello@boost.example <ArrowUpRightIcon size={16} />
          </a>
        </div>
      </div>
    </section>
  )
}
