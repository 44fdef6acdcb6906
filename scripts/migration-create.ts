// Writes a migration for the difference between the entities and the committed migrations,
// then lists every migration in entities/migrations/index.ts.
import { readdirSync, writeFileSync } from 'node:fs'
import { openDatabase } from '../server/db.ts'

const folder = new URL('../entities/migrations/', import.meta.url)
const db = await openDatabase({ kind: 'pglite-memory' })
try {
  const result = await db.orm.migrator.create(folder.pathname, false, false, process.argv[2])
  console.log(result.diff.up.length === 0 ? 'No changes: no migration written.' : `Wrote ${result.fileName}`)
} finally {
  await db.close()
}

const names = readdirSync(folder)
  .filter((file) => /^Migration\w+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort()
writeFileSync(
  new URL('index.ts', folder),
  `// The committed migrations, in order. Create a new one with \`npm run migration:create\`.
import type { Migration } from '@mikro-orm/migrations'
${names.map((name) => `import { ${name} } from './${name}.ts'`).join('\n')}

type MigrationClass = new (...args: ConstructorParameters<typeof Migration>) => Migration

export const migrations: { name: string; class: MigrationClass }[] = [
${names.map((name) => `  { name: '${name}', class: ${name} },`).join('\n')}
]
`,
)
