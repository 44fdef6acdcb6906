// A code sample on a page that ships only its islands. The server highlights it; the browser runs
// only what must run there: the copy button, or the whole block when its code names the origin,
// which only the browser knows (ui/publicOriginParts.tsx). A block hydrated whole is rendered again
// in the browser token by token, twice where the origin differs: on /api's 44 samples that was most
// of the page's blocking time.
import { CodeBlock, type CodeBlockProps } from '../../ui/CodeBlock.tsx'
import { PublicCodeBlock, PublicCopyButton } from '../../ui/publicOriginParts.tsx'
import { PRERENDER_ORIGIN } from '../../ui/usePublicOrigin.ts'
import type { IslandComponents } from './hydrateIslands.tsx'
import { Island } from './Island.tsx'

/** What a page with code samples registers in its islands.ts. */
export const CODE_SAMPLE_ISLANDS = { 'code-block': PublicCodeBlock, 'copy-button': PublicCopyButton } satisfies IslandComponents

export function CodeSample(props: CodeBlockProps) {
  if (props.code.includes(PRERENDER_ORIGIN)) return <Island name="code-block" component={PublicCodeBlock} props={props} />
  return <CodeBlock {...props} copyButton={<Island name="copy-button" component={PublicCopyButton} props={{ text: props.code, label: 'Copy' }} />} />
}
