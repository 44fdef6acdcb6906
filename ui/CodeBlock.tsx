// A titled, highlighted code snippet with a copy button.
import type { ReactNode } from 'react'
import { CopyButton } from './CopyButton.tsx'
import { highlight, type CodeLanguage } from './highlight.ts'

const LANGUAGE_LABELS: Record<CodeLanguage, string> = {
  html: 'HTML',
  tsx: 'React',
  bash: 'Terminal',
  json: 'JSON',
  solidity: 'Solidity',
  text: 'Text',
}

export type CodeBlockProps = {
  code: string
  language: CodeLanguage
  /** Shown in the header bar; defaults to the language's name. */
  title?: string
  className?: string
  /** In place of the block's own copy button: on a page of islands, the button alone is one (renderer/islands/CodeSample.tsx). */
  copyButton?: ReactNode
}

export function CodeBlock({ code, language, title, className = '', copyButton = <CopyButton text={code} label="Copy" /> }: CodeBlockProps) {
  return (
    <figure
      className={`not-prose my-6 overflow-hidden rounded-2xl border border-white/8 bg-code-bg text-code-fg shadow-lifted ring-1 ring-black/5 ${className}`}
      data-code-block
    >
      <figcaption className="flex items-center justify-between gap-3 border-b border-white/8 bg-white/[0.03] py-2 pr-2 pl-4">
        <span className="flex min-w-0 items-center gap-2.5 text-xs font-medium text-white/60">
          <span className="flex gap-1.5" aria-hidden="true">
            <span className="size-2.5 rounded-full bg-white/15" />
            <span className="size-2.5 rounded-full bg-white/15" />
            <span className="size-2.5 rounded-full bg-white/15" />
          </span>
          <span className="truncate">{title ?? LANGUAGE_LABELS[language]}</span>
        </span>
        {copyButton}
      </figcaption>
      <pre tabIndex={0} className="overflow-x-auto p-4 text-[0.8125rem] leading-relaxed sm:p-5">
        <code>
          {highlight(code, language).map((token, index) =>
            token.kind ? (
              <span key={index} className={`tok-${token.kind}`}>
                {token.text}
              </span>
            ) : (
              token.text
            ),
          )}
        </code>
      </pre>
    </figure>
  )
}
