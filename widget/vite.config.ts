// Builds the embed script: widget/boost.ts as one minified IIFE, dist/widget/boost.js, with no
// framework inside, and the checkout flow it imports when wanted, dist/widget/boost-checkout.js.
// `vite build -c widget/vite.config.ts` (part of `npm run build`).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig } from 'vite'
import { checkoutBuild } from './checkoutBuild.ts'
import { BOOST_JS_BUDGET } from './sizeBudget.ts'
import { sizeReport } from './sizeReport.ts'

const root = resolve(import.meta.dirname, '..')
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string }

export default defineConfig({
  root,
  publicDir: false,
  logLevel: 'warn',
  define: { __BOOST_VERSION__: JSON.stringify(version) },
  plugins: [checkoutBuild(), sizeReport(BOOST_JS_BUDGET)],
  build: {
    outDir: resolve(root, 'dist/widget'),
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    copyPublicDir: false,
    lib: {
      entry: resolve(import.meta.dirname, 'boost.ts'),
      formats: ['iife'],
      // The entry exports nothing, so no global of this name is created; window.Boost is set by the script itself.
      name: 'BoostWidget',
      fileName: () => 'boost.js',
    },
  },
})
