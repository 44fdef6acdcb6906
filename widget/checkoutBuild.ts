// A Vite plugin for the embed script's build: it first builds the checkout flow (checkout.ts) as an
// ES module, emits it as boost-checkout.js next to boost.js, and gives boost.js its content hash
// (__CHECKOUT_VERSION__), so the script imports a URL that can be cached for good.
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { buildInMemory } from './buildInMemory.ts'
import { contentVersion } from './contentVersion.ts'

const CHECKOUT_FILE = 'boost-checkout.js'

export function checkoutBuild(): Plugin {
  let code = ''
  return {
    name: 'boost-checkout-build',
    apply: 'build',
    async config() {
      code = await buildCheckout()
      return { define: { __CHECKOUT_VERSION__: JSON.stringify(contentVersion(code)) } }
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: CHECKOUT_FILE, source: code })
    },
  }
}

async function buildCheckout(): Promise<string> {
  const files = await buildInMemory({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      target: 'es2022',
      minify: true,
      // Vite keeps whitespace in ES libraries for other bundlers; this module goes to browsers as it is.
      rolldownOptions: { output: { minify: true } },
      lib: { entry: resolve(import.meta.dirname, 'checkout.ts'), formats: ['es'], fileName: () => CHECKOUT_FILE },
    },
  })
  const code = files.get(CHECKOUT_FILE)
  if (!code) throw new Error('the checkout build produced no module')
  return code.toString('utf8')
}
