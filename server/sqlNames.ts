// Table and column names for hand-written SQL, as the ORM names the entities' tables and columns
// (its UnderscoreNamingStrategy): a statement names an entity and its properties, so a misspelt or
// renamed property fails the type check, not a request.
import { UnderscoreNamingStrategy } from '@mikro-orm/core'

const naming = new UnderscoreNamingStrategy()

/** An entity's table (`$table`) and each of its properties' columns, for a SQL template. */
export type SqlNames<Entity> = { readonly $table: string } & { readonly [Property in keyof Entity & string]: string }

/**
 * `sqlNames(BoostEvent)` reads `.$table` as `boost_event` and `.creatorId` as `creator_id`.
 * Names are computed as they are read; statements are built once, where they are declared.
 */
export function sqlNames<Entity>(entity: abstract new (...args: never[]) => Entity): SqlNames<Entity> {
  const table = naming.classToTableName(entity.name)
  return new Proxy({} as SqlNames<Entity>, {
    get: (_, property) => (property === '$table' ? table : naming.propertyToColumnName(String(property))),
  })
}
