// What moderation costs one message: the public form of each message of the ledger bench's mix
// and of the hostile forms, under a creator's blocked words, timed over many rounds in one process.
import { publicForm } from '../server/services/moderation.ts'
import { BLOCKED_WORDS, HOSTILE_MESSAGES, MESSAGES } from './messages.ts'
import { percentile, report } from './support.ts'

const ROUNDS = Number(process.env.BENCH_MODERATION_ROUNDS ?? 2000)
const ALL = [...MESSAGES, ...HOSTILE_MESSAGES]

// The first rounds compile the matchers and warm the JIT; they are not what a boost pays.
for (let i = 0; i < 200; i++) for (const message of ALL) publicForm(message, BLOCKED_WORDS)

const perMessage: number[] = []
for (let i = 0; i < ROUNDS; i++) {
  const started = performance.now()
  for (const message of ALL) publicForm(message, BLOCKED_WORDS)
  perMessage.push((performance.now() - started) / ALL.length)
}
const mean = perMessage.reduce((sum, value) => sum + value, 0) / perMessage.length

report('moderation', [
  { name: 'moderation per message (mean)', value: mean, unit: 'ms', target: { below: 1 } },
  { name: 'moderation per message (p99 of rounds)', value: percentile(perMessage, 99), unit: 'ms', target: { below: 1 } },
], [`${ALL.length} messages (${MESSAGES.length} of the ledger bench's mix, ${HOSTILE_MESSAGES.length} hostile forms) × ${ROUNDS} rounds, ${BLOCKED_WORDS.length} blocked words`])
