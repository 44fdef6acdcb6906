import { describe, expect, it } from 'vitest'
import { highlight } from './highlight.ts'

const joined = (code: string, language: Parameters<typeof highlight>[1]) =>
  highlight(code, language)
    .map((token) => token.text)
    .join('')

describe('highlight', () => {
  it('keeps the text exactly, in every language', () => {
    const html = '<div id="boost-widget"></div>\n<script src="https://x/boost.js" data-name="Maya" async></script>'
    const tsx = "import { BoostWidget } from 'boost/widget'\n\n<BoostWidget creatorId=\"maya\" presets={[5, 10]} />"
    expect(joined(html, 'html')).toBe(html)
    expect(joined(tsx, 'tsx')).toBe(tsx)
    expect(joined('$ npm install\n# done', 'bash')).toBe('$ npm install\n# done')
    expect(joined('{"a": [1, true]}', 'json')).toBe('{"a": [1, true]}')
    expect(joined('plain', 'text')).toBe('plain')
  })

  it('marks tags, attributes and strings in HTML', () => {
    const tokens = highlight('<div id="x"></div>', 'html')
    expect(tokens).toEqual([
      { text: '<div', kind: 'tag' },
      { text: ' ' },
      { text: 'id', kind: 'attr' },
      { text: '=' },
      { text: '"x"', kind: 'string' },
      { text: '>', kind: 'tag' },
      { text: '</div', kind: 'tag' },
      { text: '>', kind: 'tag' },
    ])
  })

  it('marks keywords, strings and JSX props in TSX', () => {
    const tokens = highlight("import x from 'y'\n<A b=\"c\" />", 'tsx')
    expect(tokens.filter((token) => token.kind === 'keyword').map((token) => token.text)).toEqual(['import', 'from'])
    expect(tokens.find((token) => token.kind === 'attr')?.text).toBe('b')
    expect(tokens.filter((token) => token.kind === 'string').map((token) => token.text)).toEqual(["'y'", '"c"'])
  })

  it('marks JSON keys apart from string values', () => {
    const tokens = highlight('{"amount": "5"}', 'json')
    expect(tokens.find((token) => token.kind === 'attr')?.text).toBe('"amount"')
    expect(tokens.find((token) => token.kind === 'string')?.text).toBe('"5"')
  })
})
