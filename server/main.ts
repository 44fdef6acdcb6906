// The process entry: read the configuration, start (or fork WEB_CONCURRENCY processes that do),
// and stop cleanly on SIGINT/SIGTERM.
import { passkeyAddressProblem } from '../core/publicAddress.ts'
import { isClusterWorker, runCluster } from './cluster.ts'
import { type Config, ConfigError, loadConfig } from './config.ts'
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
const describe = `database: ${config.database.kind}, payments: ${config.payments.kind}`
if (config.processes > 1 && !isClusterWorker) runCluster({ processes: config.processes, describe }, logger)
else await serve(config)

async function serve(config: Config) {
  try {
    const running = await startServer(config, logger)
    // A cluster's primary announces the address once all its processes serve.
    if (!isClusterWorker) {
      logger.info({ url: running.url, publicUrl: config.publicUrl, database: config.database.kind, payments: config.payments.kind }, 'Boost is serving')
      console.log(`Boost is serving on ${running.url} (${describe})`)
      const addressProblem = passkeyAddressProblem(config.publicUrl)
      if (addressProblem) logger.warn({ publicUrl: config.publicUrl }, addressProblem)
    }
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
}
