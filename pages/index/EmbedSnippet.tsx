// The home page's embed snippet, an island so it can name the address the page was reached on.
import { CodeBlock } from '../../ui/CodeBlock.tsx'
import { usePublicOrigin } from '../../ui/usePublicOrigin.ts'

/** The embed snippet, with the address this page was reached on once it runs: an island. */
export function EmbedSnippet() {
  const origin = usePublicOrigin()
  const snippet = `<div id="boost-widget"></div>
<script src="${origin}/boost.js"
  data-target="#boost-widget"
  data-creator-id="your-creator-id"
  data-connected-account="acct_…"
  data-name="Your Name" async></script>`
  return <CodeBlock code={snippet} language="html" title="index.html" className="my-0" />
}
