// Structured JSON logs (pino); one logger per process, a child per request.
import { pino, type DestinationStream, type Logger } from 'pino'

export type { Logger }

/** Logs to stdout, or to `destination` (tests read what was logged). */
export function createLogger(level: pino.LevelWithSilent, destination?: DestinationStream): Logger {
  return pino({ level, base: { service: 'boost' }, redact: ['req.headers.cookie', 'req.headers.authorization'] }, destination)
}
