// The committed migrations must build exactly the schema the entities describe: a column, type,
// enum check or index added to an entity without its migration fails here, on both databases.
import { describe, expect, it } from 'vitest'
import type { Db } from '../../server/db.ts'
import { testDatabases, useOpenDatabase } from '../support/databases.ts'

describe.each(testDatabases)('the migrated schema on $name', (database) => {
  let db!: Db
  useOpenDatabase(database, (opened) => (db = opened))

  it('is what the entities describe, with nothing left to change', async () => {
    expect(await db.orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('')
  })

  it('refuses a status outside its entity’s values', async () => {
    await expect(
      db.query(
        `insert into checkout_session (id, provider, creator_id, amount_cents, currency, status, url, created_at, expires_at)
         values ('cs_schema_test', 'demo', 'someone', 500, 'usd', 'paid', 'https://example.com', now(), now())`,
      ),
    ).rejects.toMatchObject({ code: '23514' })
  })
})
