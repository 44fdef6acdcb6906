// Where the widget goes: WordPress and site builders, Next.js, several buttons on one page,
// reacting to boosts in your own code, and a stream overlay.
import { CodeBlock } from '../../../ui/CodeBlock.tsx'
import { type EmbedConfig, htmlSnippet } from '../../../ui/console/embedSnippets.ts'
import type { CodeLanguage } from '../../../ui/highlight.ts'
import { useTabs } from '../../../ui/useTabs.ts'

type Example = { id: string; label: string; intro: string; title: string; language: CodeLanguage; code: string }

function examples(embed: EmbedConfig, publicUrl: string): Example[] {
  const name = (embed.name ?? embed.creatorId).replace(/[`$\\'"]/g, '')
  return [
    {
      id: 'wordpress',
      label: 'WordPress',
      intro: 'Add a Custom HTML block (WordPress, Ghost, Webflow and Squarespace all have one) and paste the embed code.',
      title: 'Custom HTML block',
      language: 'html',
      code: htmlSnippet(embed, publicUrl),
    },
    {
      id: 'nextjs',
      label: 'Next.js',
      intro: 'The component renders nothing on the server and wires itself up in the browser, so mark the file as a client component.',
      title: 'app/BoostButton.tsx',
      language: 'tsx',
      code: `'use client'
import { BoostWidget } from 'boost/widget'

export function BoostButton() {
  return (
    <BoostWidget
      apiBase="${publicUrl}"
      creatorId="${embed.creatorId}"${embed.connectedAccount ? `\n      connectedAccount="${embed.connectedAccount}"` : ''}
      onBoostSuccess={(boost) => console.log('Thank you!', boost.amount, boost.xpAwarded)}${embed.demo ? '\n      isDemoMode' : ''}
    />
  )
}`,
    },
    {
      id: 'several',
      label: 'Several buttons',
      intro: 'Load the script once; it mounts every element marked data-boost-widget, each with its own settings.',
      title: 'index.html',
      language: 'html',
      code: `<div data-boost-widget data-creator-id="${embed.creatorId}" data-presets="5,10,20"${embed.demo ? ' data-demo="true"' : ''}></div>
<div data-boost-widget data-creator-id="${embed.creatorId}" data-presets="50,100" data-theme="dark"${embed.demo ? ' data-demo="true"' : ''}></div>
<script src="${publicUrl}/boost.js" async></script>`,
    },
    {
      id: 'events',
      label: 'Events',
      intro: 'Every widget dispatches boost:success and boost:error on its element; they bubble up to the document.',
      title: 'thank-you.js',
      language: 'html',
      code: `<script>
  document.addEventListener('boost:success', (event) => {
    const { amount, xpAwarded } = event.detail
    alert(\`Thank you for the $\${amount} boost to ${name}! +\${xpAwarded} XP\`)
  })
</script>`,
    },
    {
      id: 'overlay',
      label: 'Stream overlay',
      intro: 'In OBS, add a Browser Source with this URL: a live counter with boost alerts, on a transparent background.',
      title: 'Browser Source URL',
      language: 'text',
      code: `${publicUrl}/porthole?overlay=1&metric=boosts&mode=led&accent=green&creator=${embed.creatorId}`,
    },
  ]
}

export function IntegrationExamples({ embed, publicUrl }: { embed: EmbedConfig; publicUrl: string }) {
  const list = examples(embed, publicUrl)
  const tabs = useTabs(list.map((entry) => entry.id))
  const example = list.find((entry) => entry.id === tabs.selected) ?? list[0]!

  return (
    <div>
      <div role="tablist" aria-label="Integration examples" className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
        {list.map((entry) => (
          <button
            key={entry.id}
            {...tabs.tabProps(entry.id)}
            className="shrink-0 rounded-full border border-transparent px-3.5 py-1.5 text-sm font-medium whitespace-nowrap text-fg-muted transition hover:text-fg aria-selected:border-line aria-selected:bg-surface-2 aria-selected:text-fg"
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div {...tabs.panelProps} className="mt-4">
        <p className="text-sm text-fg-muted">{example.intro}</p>
        <CodeBlock code={example.code} language={example.language} title={example.title} className="!mt-3 !mb-0" />
      </div>
    </div>
  )
}
