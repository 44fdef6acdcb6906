// `npm run lint:openapi`: writes the OpenAPI document the server serves, once as with live payments
// and once as with demo payments (which open a few operations to anyone), and lints both with
// Redocly's recommended rules (redocly.yaml). Exits non-zero on any finding.
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { apiAreas } from '../core/api/index.ts'
import { openApiDocument } from '../server/openapi.ts'

const root = join(import.meta.dirname, '..')
const out = join(root, 'node_modules/.cache/openapi')
mkdirSync(out, { recursive: true })

const files = (['live', 'demo'] as const).map((payments) => {
  const file = join(out, `boost-${payments}-payments.json`)
  const document = openApiDocument(apiAreas, { title: 'Boost API', version: '1.0.0', serverUrl: 'https://boost.example', demoPayments: payments === 'demo' })
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`)
  return file
})

const lint = spawnSync('redocly', ['lint', '--config', join(root, 'redocly.yaml'), ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
})
process.exit(lint.status ?? 1)
