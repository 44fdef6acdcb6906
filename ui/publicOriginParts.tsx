// Parts of a page that name the address visitors reached it on. A prerendered page is written for
// PRERENDER_ORIGIN; as islands (renderer/islands/) these swap in the real origin once they run,
// so a page that ships no page script still hands out snippets and URLs that work.
import { CodeBlock, type CodeBlockProps } from './CodeBlock.tsx'
import { CopyButton, type CopyButtonProps } from './CopyButton.tsx'
import { OverlayUrlBuilder } from './OverlayUrlBuilder.tsx'
import { PRERENDER_ORIGIN, usePublicOrigin } from './usePublicOrigin.ts'

/** A code block whose code may mention PRERENDER_ORIGIN. */
export function PublicCodeBlock({ code, ...props }: CodeBlockProps) {
  const origin = usePublicOrigin()
  return <CodeBlock {...props} code={code.replaceAll(PRERENDER_ORIGIN, origin)} />
}

/** A copy button whose text may mention PRERENDER_ORIGIN. */
export function PublicCopyButton({ text, ...props }: CopyButtonProps) {
  const origin = usePublicOrigin()
  return <CopyButton {...props} text={text.replaceAll(PRERENDER_ORIGIN, origin)} />
}

/** The origin itself, as code in running text. */
export function PublicOrigin() {
  return <code>{usePublicOrigin()}</code>
}

export function PublicOverlayUrlBuilder() {
  return <OverlayUrlBuilder origin={usePublicOrigin()} />
}
