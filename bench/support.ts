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

/** What a figure must be to meet its target: `npm run bench` fails when one misses. */
export type Target = { below: number } | { atMost: number } | { atLeast: number }

/** `comparison` says what the figure is measured against in the same run; it gates nothing. */
export type Figure = { name: string; value: number; unit: string; target?: Target; comparison?: string }

export function targetLabel(target: Target, unit: string): string {
  if ('below' in target) return `< ${target.below} ${unit}`
  if ('atMost' in target) return `<= ${target.atMost} ${unit}`
  return `>= ${target.atLeast} ${unit}`
}

/** Whether the figure's own value, never a rounded one, meets its target (a figure without one always does). */
export function meetsTarget({ value, target }: Figure): boolean {
  if (!target) return true
  if ('below' in target) return value < target.below
  if ('atMost' in target) return value <= target.atMost
  return value >= target.atLeast
}

/** A value as measured, with no more than six significant digits: rounding never flips a comparison the reader makes. */
export function shown(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toPrecision(6))) : String(value)
}

/** Prints the figures for a person, then one machine-readable line for bench/run.ts. */
export function report(bench: string, figures: Figure[], notes: string[] = []) {
  for (const figure of figures) {
    const target = figure.target ? ` (target ${targetLabel(figure.target, figure.unit)}${meetsTarget(figure) ? ', met' : ', MISSED'})` : ''
    console.log(`${bench}: ${figure.name} = ${shown(figure.value)} ${figure.unit}${target}`)
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
