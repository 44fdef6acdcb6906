import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BoostEvent } from '../entities/BoostEvent.ts'
import { entities } from '../entities/index.ts'
import { type Db, openDatabase } from './db.ts'
import { sqlNames } from './sqlNames.ts'

describe('sqlNames', () => {
  let db!: Db
  // Opening a database and migrating it is a server start, not a unit's work: it gets the api tests' time.
  beforeAll(async () => void (db = await openDatabase({ kind: 'pglite-memory' })), 60_000)
  afterAll(() => db.close())

  it('names every table and column as the ORM maps the entities', () => {
    for (const entity of entities as (abstract new () => object)[]) {
      const meta = db.orm.getMetadata().get(entity)
      const names = sqlNames(entity) as unknown as Record<string, string>
      expect(names.$table).toBe(meta.tableName)
      for (const property of Object.values(meta.properties)) {
        expect(`${entity.name}.${names[property.name]}`).toBe(`${entity.name}.${property.fieldNames[0]}`)
      }
    }
  })

  it('reads as SQL names', () => {
    const boost = sqlNames(BoostEvent)
    expect(`select ${boost.grossCents} from ${boost.$table}`).toBe('select gross_cents from boost_event')
  })
})
