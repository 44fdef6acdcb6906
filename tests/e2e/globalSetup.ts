// Builds the product if its sources changed, then starts it the way `npm start` does, on a free
// port with a fresh data folder, for every browser test.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildIfNeeded } from '../../scripts/build-if-needed.ts'
import { spawnServer, type ServerProcess } from '../support/serverProcess.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

let server: ServerProcess | undefined
let dataDir: string | undefined

export async function setup(project: TestProject) {
  buildIfNeeded()
  dataDir = mkdtempSync(join(tmpdir(), 'boost-e2e-'))
  server = await spawnServer({ DATA_DIR: dataDir })
  project.provide('baseUrl', server.url)
}

export async function teardown() {
  await server?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
