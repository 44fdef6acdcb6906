// A PostgreSQL cluster of the test's own, in a temporary folder on a free port, that the test may
// stop and start again (an outage, a failover) without touching the shared server others use.
import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type PrivatePostgres = { url: string; stop(): void; start(): void; remove(): void }

/** The folder holding initdb and pg_ctl, or undefined when this machine has none. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0]
  const bin = version && join(root, version, 'bin')
  return bin && existsSync(join(bin, 'pg_ctl')) ? bin : undefined
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'boost-pg-'))
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0
  if (asRoot) chownSync(dir, postgresUid(), postgresGid())
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool)
    execFileSync(command, asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args, { stdio: 'ignore' })
  }
  const data = join(dir, 'data')
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres'])
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start'])
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // Fast shutdown, as a restart does: sessions are told the server is going away (57P01).
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    start,
    remove() {
      if (existsSync(join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function postgresUid(): number {
  return Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
}

function postgresGid(): number {
  return Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
