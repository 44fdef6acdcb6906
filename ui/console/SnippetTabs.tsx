// The embed code as HTML or React, one tab each, with copy.
import { CodeBlock } from '../CodeBlock.tsx'
import { useTabs } from '../useTabs.ts'

type Snippets = { html: string; react: string }

const TABS = [
  { id: 'html', label: 'HTML', language: 'html', title: 'Paste into your page' },
  { id: 'react', label: 'React', language: 'tsx', title: 'BoostButton.tsx' },
] as const

export function SnippetTabs({ snippets }: { snippets: Snippets }) {
  const tabs = useTabs(TABS.map((entry) => entry.id))
  const tab = TABS.find((entry) => entry.id === tabs.selected)!

  return (
    <div>
      <div role="tablist" aria-label="Embed code" className="inline-flex rounded-full border border-line bg-surface-2 p-0.5">
        {TABS.map((entry) => (
          <button
            key={entry.id}
            {...tabs.tabProps(entry.id)}
            className="rounded-full px-3.5 py-1.5 text-xs font-semibold text-fg-muted transition aria-selected:bg-surface aria-selected:text-fg aria-selected:shadow-soft"
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div {...tabs.panelProps} data-snippet={tabs.selected}>
        <CodeBlock code={snippets[tabs.selected]} language={tab.language} title={tab.title} className="!mt-3 !mb-0" />
      </div>
    </div>
  )
}
