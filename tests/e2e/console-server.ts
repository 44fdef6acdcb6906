// A Boost server of the console suites' own, started as `npm start` starts it (the build is the
// one globalSetup made), on a port chosen first so PUBLIC_URL can name it: onboarding returns,
// demo checkout URLs and embed code then point at a real address.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type ConsoleServer = { url: string; stop(): Promise<void> }

/**
 * `hostname` 'localhost' gives a PUBLIC_URL browsers accept as a passkey relying party (WebAuthn
 * refuses IP addresses); the server still listens on 127.0.0.1.
 */
export async function startConsoleServer(env: Record<string, string> = {}, { hostname = '127.0.0.1' }: { hostname?: 'localhost' | '127.0.0.1' } = {}): Promise<ConsoleServer> {
  const port = await freePort()
  const url = `http://${hostname}:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'boost-console-'))
  const child: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
    cwd: join(import.meta.dirname, '../..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Boost is serving on')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`the console test server exited with ${code} before serving`)))
  })
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}
