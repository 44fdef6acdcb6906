// /boost, the developer demo page: configure the widget, try it live in DEMO or LIVE
// mode, renew its monthly boosts on a demo server, take working HTML and React code, and see the
// flow, integrations, fees and the contract.
import { lazy, Suspense, useEffect, useState } from 'react'
import { useData } from 'vike-react/useData'
import { Badge } from '../../../ui/Badge.tsx'
import { CodeBlock } from '../../../ui/CodeBlock.tsx'
import { ConsoleShell } from '../../../ui/console/ConsoleShell.tsx'
import { EasySetupBanner } from '../../../ui/console/EasySetupBanner.tsx'
import { htmlSnippet, reactSnippet } from '../../../ui/console/embedSnippets.ts'
import { ConsolePageHeader, Panel } from '../../../ui/console/Panel.tsx'
import { FeeCalculator } from '../../../ui/FeeCalculator.tsx'
import { useSiteTheme } from '../../../ui/useSiteTheme.ts'
import { BoostWidget } from '../../../widget/react/BoostWidget.tsx'
import type { Data } from './+data.ts'
import { ConfigForm } from './ConfigForm.tsx'
import { ContractPreview } from './ContractPreview.tsx'
import { embedConfig, useDemoConfig } from './demoConfigStore.ts'
import { FlowSteps } from './FlowSteps.tsx'
import { IntegrationExamples } from './IntegrationExamples.tsx'

// Loaded, with the query library it reads through, only once the preview offers Monthly on a demo server.
const DemoRenewals = lazy(() => import('./DemoRenewals.tsx'))

export default function DemoPage() {
  const { publicUrl, demoPayments } = useData<Data>()
  const theme = useSiteTheme()
  useEffect(() => {
    void useDemoConfig.persist.rehydrate()
  }, [])
  const config = useDemoConfig()
  const embed = embedConfig(config)
  // The preview's monthly boosts, by checkout session, for the renewal button.
  const [monthlySessions, setMonthlySessions] = useState<string[]>([])

  return (
    <ConsoleShell>
      <div className="grid grid-cols-1 gap-6">
        <EasySetupBanner text="Skip the code: connect Stripe and get your button with a live preview." />
        <ConsolePageHeader
          id="demo-title"
          eyebrow="Developer demo"
          title="Try the Boost widget, then take the code"
          description="Change the configuration and the preview and the embed code follow. Demo mode runs the whole flow against a demo checkout where no money moves."
        />

        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,420px)]">
          <Panel title="Configuration" description="Saved in this browser." data-demo-config="">
            <ConfigForm />
          </Panel>
          <div className="grid gap-6 lg:sticky lg:top-[112px]">
            <Panel
              title={
                <span className="flex items-center gap-2">
                  Live preview {embed.demo ? <Badge tone="warning">Demo</Badge> : <Badge tone="danger">Live</Badge>}
                </span>
              }
              description={
                embed.demo
                  ? 'A demo checkout opens in a new tab: no money moves.'
                  : demoPayments
                    ? 'Live mode: this server takes demo payments, so still no money moves.'
                    : 'Live mode: real card payments to the connected account.'
              }
              data-demo-preview=""
            >
              <BoostWidget
                creatorId={embed.creatorId}
                connectedAccount={embed.connectedAccount ?? ''}
                name={embed.name ?? undefined}
                stripeUrl={embed.stripeUrl ?? undefined}
                ethAddress={embed.ethAddress ?? undefined}
                presets={embed.presets ?? undefined}
                isDemoMode={embed.demo}
                theme={theme}
                monthly={embed.monthly}
                onBoostSuccess={({ sessionId }) => setMonthlySessions((sessions) => (sessions.includes(sessionId) ? sessions : [sessionId, ...sessions]))}
              />
            </Panel>
            {demoPayments && embed.monthly ? (
              <Panel title="Monthly boosts" description="Record next month’s payment of a monthly boost from the preview, as a renewal would." data-demo-renewals="">
                <Suspense fallback={null}>
                  <DemoRenewals sessionIds={monthlySessions} />
                </Suspense>
              </Panel>
            ) : null}
          </div>
        </div>

        <Panel title="Your embed code" description="Updates as you change the configuration. Paste either one as it is." className="below-fold" data-demo-snippets="">
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            <div data-snippet="html">
              <h3 className="text-sm font-semibold text-fg">HTML</h3>
              <CodeBlock code={htmlSnippet(embed, publicUrl)} language="html" title="index.html" className="!mt-3 !mb-0" />
            </div>
            <div data-snippet="react">
              <h3 className="text-sm font-semibold text-fg">React</h3>
              <CodeBlock code={reactSnippet(embed, publicUrl)} language="tsx" title="BoostButton.tsx" className="!mt-3 !mb-0" />
            </div>
          </div>
        </Panel>

        <Panel title="How a boost flows" description="Ten steps from a fan’s click to the creator’s payout." className="below-fold" data-flow="">
          <FlowSteps />
        </Panel>

        <Panel title="Integration examples" description="The same widget wherever you publish." className="below-fold" data-integrations="">
          <IntegrationExamples embed={embed} publicUrl={publicUrl} />
        </Panel>

        <div className="below-fold grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
          <section aria-labelledby="fee-calculator-title" className="grid gap-3" data-fee-section>
            <div>
              <h2 id="fee-calculator-title" className="text-[0.9375rem] font-semibold text-fg">
                Fee calculator
              </h2>
              <p className="text-sm text-fg-muted">What a creator receives from a card boost.</p>
            </div>
            <FeeCalculator initialCents={2000} />
          </section>
          <Panel title="Smart contract" actions={<Badge tone="accent">Preview</Badge>} description="Crypto boosts are coming soon: split on-chain, held by no one." data-contract="">
            <ContractPreview />
          </Panel>
        </div>
      </div>
    </ConsoleShell>
  )
}
