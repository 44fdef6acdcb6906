import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { pageBundles } from './bundle-report.ts'

describe('pageBundles', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  function write(path: string, text: string) {
    writeFileSync(join(dir, path), text)
  }

  it('counts a page’s entry, the router and every chunk they import statically, never one imported on demand', () => {
    dir = mkdtempSync(join(tmpdir(), 'bundle-report-'))
    mkdirSync(join(dir, 'entries'))
    mkdirSync(join(dir, 'chunks'))
    write('entries/entry-client-routing.abc.js', 'import"../chunks/react.js";')
    write('entries/pages_fees.x1.js', 'import{a as e}from"../chunks/shared.js";const c=()=>import("../chunks/charts.js");')
    write('entries/pages_terms.x2.js', 'export{}')
    write('chunks/react.js', 'r'.repeat(100))
    write('chunks/react.js.br', 'b'.repeat(10))
    write('chunks/shared.js', 'import"./react.js";'.padEnd(50, ' '))
    write('chunks/charts.js', 'c'.repeat(1000))

    const bundles = Object.fromEntries(pageBundles(dir).map((bundle) => [bundle.page, bundle]))
    const router = 'import"../chunks/react.js";'.length
    const fees = 'import{a as e}from"../chunks/shared.js";const c=()=>import("../chunks/charts.js");'.length
    expect(bundles.fees).toEqual({ page: 'fees', files: 4, rawBytes: fees + router + 100 + 50, brotliBytes: fees + router + 10 + 50 })
    expect(bundles.terms).toEqual({ page: 'terms', files: 3, rawBytes: 'export{}'.length + router + 100, brotliBytes: 'export{}'.length + router + 10 })
  })

  it('counts a page that ships only its islands as its +client.ts entry and what that imports, not the router nor its page entry', () => {
    dir = mkdtempSync(join(tmpdir(), 'bundle-report-'))
    mkdirSync(join(dir, 'entries'))
    mkdirSync(join(dir, 'chunks'))
    const islands = 'import"../chunks/react.js";import"../chunks/calculator.js";const c=()=>import("../chunks/charts.js");'
    write('entries/entry-client-routing.abc.js', 'r'.repeat(500))
    write('entries/pages_fees_client.x0.js', islands)
    write('entries/pages_fees.x1.js', 'p'.repeat(300))
    write('chunks/react.js', 'r'.repeat(100))
    write('chunks/calculator.js', 'import"./react.js";'.padEnd(40, ' '))
    write('chunks/charts.js', 'c'.repeat(1000))

    expect(pageBundles(dir)).toEqual([{ page: 'fees', files: 3, rawBytes: islands.length + 100 + 40, brotliBytes: islands.length + 100 + 40 }])
  })
})
