// Prints one closing line for a Vitest JSON report: "Tests: N passed, N failed, N skipped".
import { readFileSync } from 'node:fs'

const report = JSON.parse(readFileSync(process.argv[2] ?? 'test-results/vitest.json', 'utf8')) as {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
}
console.log(`Tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests + report.numTodoTests} skipped`)
