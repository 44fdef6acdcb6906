// Builds the product if its sources changed, then starts it the way `npm start` does, on a free
// port with a fresh data folder, for every browser test.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildIfNeeded } from '../../scripts/build-if-needed.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

let child: ChildProcess | undefined
let dataDir: string | undefined

export async function setup(project: TestProject) {
  buildIfNeeded()
  dataDir = mkdtempSync(join(tmpdir(), 'boost-e2e-'))
  const server = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  child = server
  const baseUrl = await new Promise<string>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      const match = /Boost is serving on (http:\/\/\S+)/.exec(chunk.toString())
      if (match) resolve(match[1]!)
    })
    server.once('exit', (code) => reject(new Error(`the server exited with ${code} before serving`)))
  })
  project.provide('baseUrl', baseUrl)
}

export async function teardown() {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM')
    await new Promise((resolve) => child!.once('exit', resolve))
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
