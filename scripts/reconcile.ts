// `npm run reconcile`: recomputes every counter from the boosts (per scope and currency) on the
// database the server is configured with (DATABASE_URL, or PGlite in DATA_DIR while no server
// holds it) and prints each difference. Exits 1 when the books do not balance.
import { ConfigError, loadConfig } from '../server/config.ts'
import { DataDirLockedError, openDatabase } from '../server/db.ts'
import { reconcile } from '../server/services/reconcile.ts'

try {
  const config = loadConfig()
  const db = await openDatabase(config.database)
  try {
    const started = performance.now()
    const [{ boosts } = { boosts: 0 }] = await db.query<{ boosts: unknown }>('select count(*) as boosts from boost_event where demo = false')
    const differences = await reconcile(db)
    const took = Math.round(performance.now() - started)
    if (differences.length === 0) {
      console.log(`Reconciled ${Number(boosts)} boosts against every counter (${config.database.kind}) in ${took} ms: no difference.`)
    } else {
      console.log(`Reconciled ${Number(boosts)} boosts (${config.database.kind}) in ${took} ms: ${differences.length} differences.`)
      console.table(differences)
      process.exitCode = 1
    }
  } finally {
    await db.close()
  }
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirLockedError)) throw error
  console.error(`reconcile: ${error.message}`)
  process.exitCode = 1
}
