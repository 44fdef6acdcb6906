// Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the built pages and widget,
// highest compression levels, so the server answers with compressed bytes it never has to compress
// per request. A step of `npm run build`, before the bundle report.
import { readFileSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { filesUnder } from '../server/filesUnder.ts'

/** Text types worth compressing; fonts, images and sounds are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.map'])
/** Below this a compressed copy saves less than the headers that announce it. */
const MIN_BYTES = 512

export function precompress(dir: string): { files: number; rawBytes: number; brotliBytes: number } {
  const totals = { files: 0, rawBytes: 0, brotliBytes: 0 }
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(path))) continue
    const raw = readFileSync(path)
    if (raw.byteLength < MIN_BYTES) continue
    const brotli = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength } })
    writeFileSync(`${path}.br`, brotli)
    writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }))
    totals.files++
    totals.rawBytes += raw.byteLength
    totals.brotliBytes += brotli.byteLength
  }
  return totals
}

if (process.argv[1] === import.meta.filename) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
  for (const folder of ['client', 'widget']) {
    const { files, rawBytes, brotliBytes } = precompress(join(import.meta.dirname, '..', 'dist', folder))
    console.log(`Precompressed ${files} files of dist/${folder}: ${kb(rawBytes)} → ${kb(brotliBytes)} brotli`)
  }
}
