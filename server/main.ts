// The process entry: read the configuration, start, and stop cleanly on SIGINT/SIGTERM.
import { ConfigError, loadConfig } from './config.ts'
import { DataDirLockedError } from './db.ts'
import { createLogger } from './logger.ts'
import { startServer } from './start.ts'

let config
try {
  config = loadConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(`boost: ${error.message}`)
  process.exit(1)
}

// React and Vike read NODE_ENV themselves; make theirs agree with ours.
process.env.NODE_ENV = config.env
const logger = createLogger(config.logLevel)
try {
  const running = await startServer(config, logger)
  logger.info({ url: running.url, publicUrl: config.publicUrl, database: config.database.kind, payments: config.payments.kind }, 'Boost is serving')
  console.log(`Boost is serving on ${running.url} (database: ${config.database.kind}, payments: ${config.payments.kind})`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'stopping')
      running.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'stop failed')
          process.exit(1)
        },
      )
    })
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`boost: ${error.message}`)
    process.exit(1)
  }
  logger.fatal({ err: error }, 'start failed')
  console.error(`boost: could not start: ${(error as Error).message}`)
  process.exit(1)
}
