import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { optionsFromDataset, parseConfig } from '../../widget/model.ts'
import { offersMonthly } from '../../widget/monthly.ts'
import { type EmbedConfig, htmlSnippet, reactSnippet } from './embedSnippets.ts'

const ORIGIN = 'https://boost.example'

const FULL: EmbedConfig = {
  creatorId: 'maya-rose',
  connectedAccount: 'acct_1Maya',
  name: 'Maya "The Painter" & Co <3',
  stripeUrl: 'https://buy.stripe.com/test_maya',
  ethAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  demo: true,
  presets: [5, 20, 50],
  monthly: true,
}

/** The script tag's attributes as the browser's dataset would hold them. */
function datasetOf(html: string): Record<string, string> {
  const tag = /<script([\s\S]*?)>/.exec(html)![1]!
  const unescape = (value: string) => value.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')
  const dataset: Record<string, string> = {}
  for (const [, name, value] of tag.matchAll(/data-([a-z-]+)="([^"]*)"/g)) {
    dataset[name!.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = unescape(value!)
  }
  return dataset
}

/** Compiles the React snippet as a bundler would and renders BoostButton, capturing BoostWidget's props. */
function propsOf(source: string): Record<string, unknown> {
  const { outputText, diagnostics } = ts.transpileModule(source, {
    compilerOptions: { jsx: ts.JsxEmit.React, module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    reportDiagnostics: true,
    fileName: 'BoostButton.tsx',
  })
  expect(diagnostics ?? []).toEqual([])
  const BoostWidget = Symbol('BoostWidget')
  const React = { createElement: (type: unknown, props: Record<string, unknown>) => ({ type, props }) }
  const module = { exports: {} as { BoostButton?: () => { type: unknown; props: Record<string, unknown> } } }
  const require = (name: string) => {
    expect(name).toBe('boost/widget')
    return { BoostWidget }
  }
  new Function('require', 'module', 'exports', 'React', outputText)(require, module, module.exports, React)
  const element = module.exports.BoostButton!()
  expect(element.type).toBe(BoostWidget)
  return element.props
}

describe('htmlSnippet', () => {
  it('is a target div and one script tag whose attributes the widget reads back exactly', () => {
    const html = htmlSnippet(FULL, ORIGIN)
    expect(html.startsWith('<div id="boost-widget"></div>\n<script\n  src="https://boost.example/boost.js"\n  data-target="#boost-widget"')).toBe(true)
    expect(html.endsWith('  async\n></script>')).toBe(true)
    const dataset = datasetOf(html)
    expect(dataset).toEqual({
      target: '#boost-widget',
      creatorId: 'maya-rose',
      connectedAccount: 'acct_1Maya',
      name: FULL.name,
      stripe: FULL.stripeUrl,
      eth: FULL.ethAddress,
      presets: '5,20,50',
      monthly: 'true',
      demo: 'true',
    })
    const parsed = parseConfig(optionsFromDataset(dataset))
    expect(parsed.problems).toEqual([])
    expect(offersMonthly(optionsFromDataset(dataset))).toBe(true)
    expect(parsed.config).toMatchObject({ creatorId: 'maya-rose', name: FULL.name, demo: true, presets: [500, 2000, 5000] })
  })

  it('leaves out what is not set', () => {
    const html = htmlSnippet({ creatorId: 'solo', connectedAccount: 'acct_1Solo', demo: false }, ORIGIN)
    expect(datasetOf(html)).toEqual({ target: '#boost-widget', creatorId: 'solo', connectedAccount: 'acct_1Solo' })
  })
})

describe('reactSnippet', () => {
  it('compiles, and renders BoostWidget with props the widget accepts without a complaint', () => {
    const props = propsOf(reactSnippet(FULL, ORIGIN))
    expect(props).toEqual({
      apiBase: ORIGIN,
      creatorId: 'maya-rose',
      connectedAccount: 'acct_1Maya',
      name: FULL.name,
      stripeUrl: FULL.stripeUrl,
      ethAddress: FULL.ethAddress,
      presets: [5, 20, 50],
      monthly: true,
      isDemoMode: true,
    })
    const parsed = parseConfig(props)
    expect(parsed.problems).toEqual([])
    expect(offersMonthly(props)).toBe(true)
    expect(parsed.config).toMatchObject({ demo: true, presets: [500, 2000, 5000] })
  })

  it('imports the component from the package export', () => {
    expect(reactSnippet(FULL, ORIGIN).split('\n')[0]).toBe("import { BoostWidget } from 'boost/widget'")
  })
})
