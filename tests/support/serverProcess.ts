// Starts `node server/main.ts` as its own process, the way `npm start` runs it, and waits until
// it serves: for browser tests, drills and benchmarks that kill, restart or measure the server.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '../..')

export type ServerProcess = {
  url: string
  process: ChildProcess
  exited: Promise<void>
  /** Resident memory of the server process, in KiB. */
  rssKb(): number
  /** SIGTERM, and wait for the exit. */
  stop(): Promise<void>
}

/** `nodeArgs` go to node before the script, e.g. `--cpu-prof` for a benchmark's profile. */
export async function spawnServer(env: Record<string, string | undefined>, { nodeArgs = [] }: { nodeArgs?: string[] } = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeArgs, 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /Boost is serving on (http:\/\/\S+)/.exec(chunk.toString())
      if (match) resolve(match[1]!)
    })
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before serving`)))
  })
  return {
    url,
    process: child,
    exited,
    rssKb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
