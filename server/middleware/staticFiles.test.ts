import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './staticFiles.ts'

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes every inline script of a built page, and no script file or data block', () => {
    const html = '<script>a()</script><script type="module">b()</script><script src="/c.js"></script><script type="application/json">{}</script>'
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('b()')])
  })

  it('hashes only the scripts carrying the render’s nonce, not one that came in with the page’s data', () => {
    const html = '<script nonce="n0nce">theme()</script><p><script>window.pwned = 1</script></p><script nonce="guess">x()</script><script type="module" nonce="n0nce">hydrate()</script>'
    expect(inlineScriptHashes(html, 'n0nce')).toEqual([hash('theme()'), hash('hydrate()')])
  })
})
