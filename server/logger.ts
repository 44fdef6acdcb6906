// Structured JSON logs (pino); one logger per process, a child per request.
import { pino, type Logger } from 'pino'

export type { Logger }

export function createLogger(level: pino.LevelWithSilent): Logger {
  return pino({ level, base: { service: 'boost' }, redact: ['req.headers.cookie', 'req.headers.authorization'] })
}
