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
  /** CPU time the server process has used so far, in ms, in its own code and in the kernel. */
  cpuMs(): { user: number; system: number }
  /** SIGTERM, and wait for the exit. */
  stop(): Promise<void>
}

export type SpawnOptions = {
  /** Flags for node itself, before the script: `['--cpu-prof']` to profile the server, `['--trace-gc']`. */
  nodeArgs?: string[]
}

export async function spawnServer(env: Record<string, string | undefined>, { nodeArgs = [] }: SpawnOptions = {}): Promise<ServerProcess> {
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
    // With WEB_CONCURRENCY the server is a primary and its processes: both figures add them up.
    rssKb: () => processTree(child.pid!).reduce((sum, pid) => sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]), 0),
    cpuMs: () =>
      processTree(child.pid!).reduce(
        (sum, pid) => {
          // utime and stime, the 12th and 13th fields after the command name, in ticks of 10 ms.
          const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
          return { user: sum.user + Number(fields[11]) * 10, system: sum.system + Number(fields[12]) * 10 }
        },
        { user: 0, system: 0 },
      ),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/** A process and its children (a cluster's primary and the processes it forked). */
function processTree(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number)
  return [pid, ...children]
}
