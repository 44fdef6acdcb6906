// Shared pieces of the benchmarks: a throwaway PostgreSQL database, timing, percentiles, and the
// one-line JSON result each benchmark prints for bench/run.ts.
import { createPostgresDatabase as createDatabase } from '../tests/support/postgres.ts'

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export function createPostgresDatabase() {
  return createDatabase(POSTGRES_URL, 'boost_bench')
}

export function percentile(sortedOrNot: number[], p: number): number {
  const sorted = [...sortedOrNot].sort((x, y) => x - y)
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

export type Figure = { name: string; value: number; unit: string; target?: string; comparison?: string }

/** Prints the figures for a person, then one machine-readable line for bench/run.ts. */
export function report(bench: string, figures: Figure[], notes: string[] = []) {
  for (const figure of figures) {
    console.log(`${bench}: ${figure.name} = ${figure.value} ${figure.unit}${figure.target ? ` (target ${figure.target})` : ''}`)
  }
  for (const note of notes) console.log(`${bench}: ${note}`)
  console.log(`BENCH_RESULT ${JSON.stringify({ bench, figures, notes })}`)
}

/** Runs `work` from `concurrency` workers until `total` calls are done; returns the elapsed ms. */
export async function runConcurrently(total: number, concurrency: number, work: (index: number) => Promise<void>): Promise<number> {
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await work(next++)
    }),
  )
  return performance.now() - started
}
