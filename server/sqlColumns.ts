// Column expressions for the ORM's updates and upserts, computed from the row as it stands when the
// statement runs, and the shape of a hand-written statement's row. Columns are named through their
// entity, like everything else the ORM writes.
import { type EntityKey, type EntityName, raw } from '@mikro-orm/core'
import type { SqlEntityManager } from '@mikro-orm/sql'

/**
 * A row of hand-written SQL as the driver returns it: an entity's columns by their snake_case names
 * (the ORM's naming), values not yet converted (a bigint may be a string).
 */
export type RawRow<Entity, Property extends keyof Entity & string = keyof Entity & string> = { [Key in Property as SnakeCase<Key>]: unknown }

type SnakeCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : Name

/** `column + amount`. */
export function plus<Entity extends object>(em: SqlEntityManager, entity: EntityName<Entity>, property: EntityKey<Entity>, amount: number) {
  return raw('?? + ?', [columnOf(em, entity, property).qualified, amount])
}

/** In an upsert's `merge`: the stored value plus the one the insert brought. */
export function plusInserted<Entity extends object>(em: SqlEntityManager, entity: EntityName<Entity>, property: EntityKey<Entity>) {
  const { qualified, column } = columnOf(em, entity, property)
  return raw('?? + ??', [qualified, `excluded.${column}`])
}

/** The value the column holds, or `value` while it holds none. */
export function keepOr<Entity extends object>(em: SqlEntityManager, entity: EntityName<Entity>, property: EntityKey<Entity>, value: unknown) {
  return raw('coalesce(??, ?)', [columnOf(em, entity, property).qualified, value])
}

/** `coalesce(sum(column), 0) as alias`: the ORM maps property names everywhere but inside an aggregate. */
export function sumAs<Entity extends object>(em: SqlEntityManager, entity: EntityName<Entity>, property: EntityKey<Entity>, alias: string) {
  return raw('coalesce(sum(??), 0) as ??', [columnOf(em, entity, property).column, alias])
}

function columnOf<Entity extends object>(em: SqlEntityManager, entity: EntityName<Entity>, property: EntityKey<Entity>) {
  const meta = em.getMetadata(entity)
  const column = meta.properties[property].fieldNames[0]!
  return { column, qualified: `${meta.tableName}.${column}` }
}
