// `npm run bench`: runs every benchmark in its own process and writes BENCHMARKS.md with the
// machine, the date and each figure next to its target and what it is compared with in the same
// run; exits 1 when a benchmark did not finish or a figure missed its target.
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { type Figure, meetsTarget, shown, targetLabel } from './support.ts'

const root = join(import.meta.dirname, '..')
const only = process.argv.slice(2)
const BENCHES = ['ledger', 'moderation', 'leaderboard', 'stream', 'pages', 'webhooks', 'http', 'alerts'].filter((name) => only.length === 0 || only.includes(name))

type Result = { bench: string; figures: Figure[]; notes: string[] }
const results: Result[] = []
const failures: string[] = []

/**
 * A fixed piece of CPU work (hashing 64 MiB and sorting 200,000 numbers), timed: on a shared
 * host the same code runs a third slower in some hours than in others, so each benchmark's
 * figures are written next to this machine's speed just before and after them.
 */
function cpuProbeMs(): number {
  const started = performance.now()
  const block = Buffer.alloc(1 << 20, 7)
  const hash = createHash('sha256')
  for (let i = 0; i < 64; i++) hash.update(block)
  hash.digest()
  Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 200_003).sort((a, b) => a - b)
  return Math.round(performance.now() - started)
}

for (const bench of BENCHES) {
  console.log(`\n== ${bench}`)
  const probeBefore = cpuProbeMs()
  const run = spawnSync(process.execPath, [join(root, 'bench', `${bench}.ts`)], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: process.env })
  process.stdout.write(run.stdout.split('\n').filter((line) => !line.startsWith('BENCH_RESULT ')).join('\n'))
  const line = run.stdout.split('\n').find((candidate) => candidate.startsWith('BENCH_RESULT '))
  if (run.status !== 0 || !line) {
    failures.push(`${bench} (exit ${run.status})`)
    continue
  }
  const result = JSON.parse(line.slice('BENCH_RESULT '.length)) as Result
  const probe = `the machine's speed: fixed CPU work took ${probeBefore} ms just before this benchmark and ${cpuProbeMs()} ms just after (lower is faster)`
  console.log(`${bench}: ${probe}`)
  results.push({ ...result, notes: [...result.notes, probe] })
}

const postgres = (() => {
  try {
    return execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-Atc', 'show server_version', 'test'], { encoding: 'utf8' }).trim()
  } catch {
    return 'unknown'
  }
})()
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}, PostgreSQL ${postgres}`
const lines = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  '',
  `Machine: ${machine}.`,
  '',
  'Each figure is measured in the same run as what it is compared with.',
  '',
]
const missed: string[] = []
for (const result of results) {
  lines.push(`## ${result.bench}`, '', '| figure | value | target | comparison |', '| --- | --- | --- | --- |')
  for (const figure of result.figures) {
    const target = figure.target ? `${targetLabel(figure.target, figure.unit)}: ${meetsTarget(figure) ? 'met' : '**missed**'}` : ''
    if (figure.target && !meetsTarget(figure)) missed.push(`${result.bench}: ${figure.name} = ${shown(figure.value)} ${figure.unit}, target ${targetLabel(figure.target, figure.unit)}`)
    lines.push(`| ${figure.name} | ${shown(figure.value)} ${figure.unit} | ${target} | ${figure.comparison ?? ''} |`)
  }
  lines.push('', ...result.notes.map((note) => `- ${note}`), '')
}
if (missed.length > 0) lines.push('## Targets missed', '', ...missed.map((miss) => `- ${miss}`), '')
if (failures.length > 0) lines.push('## Did not finish', '', ...failures.map((failure) => `- ${failure}`), '')
// `npm run lighthouse` owns its own section of the file; a benchmark run keeps it as it is.
const benchmarksPath = join(root, 'BENCHMARKS.md')
const lighthouseSection = /<!-- lighthouse -->[\s\S]*<!-- \/lighthouse -->/.exec(existsSync(benchmarksPath) ? readFileSync(benchmarksPath, 'utf8') : '')?.[0]
if (lighthouseSection) lines.push(lighthouseSection, '')
if (only.length === 0) writeFileSync(benchmarksPath, lines.join('\n'))
console.log(only.length === 0 ? '\nWrote BENCHMARKS.md' : '\n(partial run: BENCHMARKS.md left as it is)')
for (const miss of missed) console.error(`MISSED: ${miss}`)
if (failures.length > 0 || missed.length > 0) process.exitCode = 1
