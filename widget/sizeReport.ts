// A Vite plugin that prints the raw, gzip and brotli sizes of every script it writes, the entry's
// next to its target, and warns past a ceiling: the size of the embed is part of its design.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** `target` is what we aim for; crossing `ceiling` is a regression worth a warning. */
type SizeBudget = { target: SizeLimit; ceiling: SizeLimit }
type SizeLimit = { rawBytes: number; gzipBytes: number }

function sizeOf(code: string | Uint8Array): { raw: number; gzip: number; brotli: number } {
  const bytes = typeof code === 'string' ? Buffer.from(code) : code
  return {
    raw: bytes.byteLength,
    gzip: gzipSync(bytes, { level: 9 }).byteLength,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
  }
}

export function sizeReport(budget: SizeBudget): Plugin {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`
  return {
    name: 'boost-size-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!file.fileName.endsWith('.js')) continue
        const size = sizeOf(file.type === 'chunk' ? file.code : file.source)
        const line = `\n  ${file.fileName}  raw ${kb(size.raw)}  gzip ${kb(size.gzip)}  brotli ${kb(size.brotli)}`
        // The budget is the entry's, what every page that embeds the widget loads; other files load when wanted.
        if (file.type !== 'chunk') {
          console.log(`${line}  (loaded when a visitor shows interest)\n`)
          continue
        }
        const { target, ceiling } = budget
        const met = size.raw < target.rawBytes && size.gzip < target.gzipBytes
        console.log(`${line}  (target: ${kb(target.rawBytes)} raw, ${kb(target.gzipBytes)} gzip: ${met ? 'met' : 'not met'})\n`)
        if (size.raw > ceiling.rawBytes || size.gzip > ceiling.gzipBytes) {
          this.warn(`${file.fileName} grew past its ceiling of ${kb(ceiling.rawBytes)} raw / ${kb(ceiling.gzipBytes)} gzip`)
        }
      }
    },
  }
}
