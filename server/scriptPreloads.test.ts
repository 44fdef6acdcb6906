import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { lowPriorityScripts } from './scriptPreloads.ts'

describe('lowPriorityScripts', () => {
  let clientDir = ''
  beforeEach(() => {
    clientDir = mkdtempSync(join(tmpdir(), 'script-preloads-'))
    mkdirSync(join(clientDir, 'assets/entries'), { recursive: true })
    mkdirSync(join(clientDir, 'assets/chunks'))
    const write = (path: string, text: string) => writeFileSync(join(clientDir, path), text)
    write('assets/entries/pages_fees_client.x1.js', 'import{a}from"../chunks/react.js";import"../chunks/calculator.js";const c=()=>import("../chunks/charts.js");')
    write('assets/chunks/react.js', 'export const a=1')
    write('assets/chunks/calculator.js', 'import"./react.js";import"./money.js";')
    write('assets/chunks/money.js', 'export{}')
    write('assets/chunks/charts.js', 'export{}')
  })
  afterEach(() => rmSync(clientDir, { recursive: true, force: true }))

  it('asks for an island page’s entry at low priority and preloads every script it imports statically, never one imported on demand', () => {
    const html = '<head><script src="/assets/entries/pages_fees_client.x1.js" type="module" async></script></head>'
    const lowered = lowPriorityScripts(html, clientDir)
    expect(lowered).toContain('<script src="/assets/entries/pages_fees_client.x1.js" type="module" async fetchpriority="low"></script>')
    const preloads = [...lowered.matchAll(/<link rel="modulepreload" fetchpriority="low" href="([^"]+)">/g)].map(([, href]) => href)
    expect(preloads.sort()).toEqual(['/assets/chunks/calculator.js', '/assets/chunks/money.js', '/assets/chunks/react.js'])
  })

  it('lowers the preloads Vike wrote, adds none twice, keeps the nonce, and changes nothing when run again', () => {
    const html =
      '<link rel="modulepreload" href="/assets/chunks/react.js" as="script" type="text/javascript">' +
      '<script src="/assets/entries/pages_fees_client.x1.js" type="module" async nonce="abc"></script>'
    const lowered = lowPriorityScripts(html, clientDir)
    expect(lowered.match(/href="\/assets\/chunks\/react\.js"/g)).toHaveLength(1)
    expect(lowered).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/chunks/react.js" as="script"')
    expect(lowered).toContain('type="module" async fetchpriority="low" nonce="abc"></script>')
    expect(lowPriorityScripts(lowered, clientDir)).toBe(lowered)
  })

  it('lowers a script that is not among the built files without preloading anything for it', () => {
    const html = '<script src="/@vite/client" type="module" async></script>'
    expect(lowPriorityScripts(html, clientDir)).toBe('<script src="/@vite/client" type="module" async fetchpriority="low"></script>')
  })
})
