// Several server processes on one port (WEB_CONCURRENCY), one per core: each is an instance as
// the architecture runs many against one PostgreSQL (sessions, rate limits and migrations in the
// database, the live stream through LISTEN/NOTIFY), and the primary only hands each new
// connection to the next process. A stream's fan-out then runs on every core at once: one
// process writes a boost to 10,000 sockets in ~110 ms of one core, two take half each.
import cluster, { type Worker } from 'node:cluster'
import type { Logger } from './logger.ts'

export type ClusterOptions = { processes: number; describe: string }

/**
 * Forks the processes and keeps them running: a process that dies is replaced, unless it died
 * before it ever listened (a start that fails would fail again), which stops them all, or it
 * stopped cleanly, as each does on a signal (Ctrl-C reaches every process of the group). SIGINT
 * and SIGTERM to the primary stop each process gracefully, then the primary.
 */
export function runCluster({ processes, describe }: ClusterOptions, logger: Logger): void {
  /** The primary's exit code once a stop was asked for. */
  let stopping: number | null = null
  let listening = 0
  const started = new WeakSet<Worker>()
  const running = new Set<Worker>()

  const fork = () => void running.add(cluster.fork())
  cluster.on('listening', (worker, address) => {
    started.add(worker)
    // Every process listens on the same address; it is announced once, when all of them serve.
    if (++listening === processes) {
      const url = `http://${address.address}:${address.port}`
      logger.info({ url, processes }, 'Boost is serving')
      console.log(`Boost is serving on ${url} (${describe}, processes: ${processes})`)
    }
  })

  const stop = (code: number) => {
    if (stopping !== null) return
    stopping = code
    if (running.size === 0) process.exit(code)
    for (const worker of running) worker.process.kill('SIGTERM')
  }

  cluster.on('exit', (worker, exitCode, signal) => {
    running.delete(worker)
    if (stopping !== null) {
      if (running.size === 0) process.exit(stopping)
      return
    }
    if (!started.has(worker)) {
      logger.fatal({ pid: worker.process.pid, exitCode, signal }, 'a server process failed to start')
      return stop(1)
    }
    if (exitCode === 0) {
      if (running.size === 0) process.exit(0)
      return
    }
    logger.error({ pid: worker.process.pid, exitCode, signal }, 'a server process exited; starting another')
    fork()
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(0))
  for (let i = 0; i < processes; i++) fork()
}

/** True in a process the cluster started: it serves, and the primary announces the address. */
export const isClusterWorker = cluster.isWorker
