// The embed code as HTML or React, one tab each, with copy.
import { useId, useState, type KeyboardEvent } from 'react'
import { CodeBlock } from '../CodeBlock.tsx'

export type Snippets = { html: string; react: string }

const TABS = [
  { id: 'html', label: 'HTML', language: 'html', title: 'Paste into your page' },
  { id: 'react', label: 'React', language: 'tsx', title: 'BoostButton.tsx' },
] as const

export function SnippetTabs({ snippets }: { snippets: Snippets }) {
  const id = useId()
  const [selected, setSelected] = useState<(typeof TABS)[number]['id']>('html')
  const tab = TABS.find((entry) => entry.id === selected)!

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    const next = TABS[(TABS.findIndex((entry) => entry.id === selected) + 1) % TABS.length]!
    setSelected(next.id)
    document.getElementById(`${id}-${next.id}-tab`)?.focus()
  }

  return (
    <div>
      <div role="tablist" aria-label="Embed code" className="inline-flex rounded-full border border-line bg-surface-2 p-0.5">
        {TABS.map((entry) => (
          <button
            key={entry.id}
            id={`${id}-${entry.id}-tab`}
            type="button"
            role="tab"
            aria-selected={selected === entry.id}
            aria-controls={`${id}-panel`}
            tabIndex={selected === entry.id ? 0 : -1}
            onClick={() => setSelected(entry.id)}
            onKeyDown={onKeyDown}
            className="rounded-full px-3.5 py-1.5 text-xs font-semibold text-fg-muted transition aria-selected:bg-surface aria-selected:text-fg aria-selected:shadow-soft"
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${selected}-tab`} data-snippet={selected}>
        <CodeBlock code={snippets[selected]} language={tab.language} title={tab.title} className="!mt-3 !mb-0" />
      </div>
    </div>
  )
}
