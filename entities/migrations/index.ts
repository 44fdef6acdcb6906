// The committed migrations, in order. Create a new one with `npm run migration:create`.
import type { Migration } from '@mikro-orm/migrations'
import { Migration20261121003604 } from './Migration20261121003604.ts'
import { Migration20261121004112 } from './Migration20261121004112.ts'
import { Migration20261121020942 } from './Migration20261121020942.ts'
import { Migration20261123202350 } from './Migration20261123202350.ts'
import { Migration20261124000000 } from './Migration20261124000000.ts'
import { Migration20261124010000 } from './Migration20261124010000.ts'
import { Migration20261124020000 } from './Migration20261124020000.ts'
import { Migration20261124030000 } from './Migration20261124030000.ts'
import { Migration20261124040000 } from './Migration20261124040000.ts'
import { Migration20261124050000 } from './Migration20261124050000.ts'
import { Migration20261125025812 } from './Migration20261125025812.ts'
import { Migration20261125035515 } from './Migration20261125035515.ts'
import { Migration20261125062242 } from './Migration20261125062242.ts'
import { Migration20261125070000 } from './Migration20261125070000.ts'
import { Migration20261125150818 } from './Migration20261125150818.ts'
import { Migration20261127010000 } from './Migration20261127010000.ts'
import { Migration20261128185902 } from './Migration20261128185902.ts'
import { Migration20261128230000 } from './Migration20261128230000.ts'
import { Migration20261128231000 } from './Migration20261128231000.ts'
import { Migration20261129100000 } from './Migration20261129100000.ts'
import { Migration20261129110000 } from './Migration20261129110000.ts'
import { Migration20261129120000 } from './Migration20261129120000.ts'
import { Migration20261129130000 } from './Migration20261129130000.ts'
import { Migration20261129131500 } from './Migration20261129131500.ts'
import { Migration20261129143000 } from './Migration20261129143000.ts'
import { Migration20261129150000 } from './Migration20261129150000.ts'
import { Migration20261129151000 } from './Migration20261129151000.ts'
import { Migration20261129153000 } from './Migration20261129153000.ts'

type MigrationClass = new (...args: ConstructorParameters<typeof Migration>) => Migration

export const migrations: { name: string; class: MigrationClass }[] = [
  { name: 'Migration20261121003604', class: Migration20261121003604 },
  { name: 'Migration20261121004112', class: Migration20261121004112 },
  { name: 'Migration20261121020942', class: Migration20261121020942 },
  { name: 'Migration20261123202350', class: Migration20261123202350 },
  { name: 'Migration20261124000000', class: Migration20261124000000 },
  { name: 'Migration20261124010000', class: Migration20261124010000 },
  { name: 'Migration20261124020000', class: Migration20261124020000 },
  { name: 'Migration20261124030000', class: Migration20261124030000 },
  { name: 'Migration20261124040000', class: Migration20261124040000 },
  { name: 'Migration20261124050000', class: Migration20261124050000 },
  { name: 'Migration20261125025812', class: Migration20261125025812 },
  { name: 'Migration20261125035515', class: Migration20261125035515 },
  { name: 'Migration20261125062242', class: Migration20261125062242 },
  { name: 'Migration20261125070000', class: Migration20261125070000 },
  { name: 'Migration20261125150818', class: Migration20261125150818 },
  { name: 'Migration20261127010000', class: Migration20261127010000 },
  { name: 'Migration20261128185902', class: Migration20261128185902 },
  { name: 'Migration20261128230000', class: Migration20261128230000 },
  { name: 'Migration20261128231000', class: Migration20261128231000 },
  { name: 'Migration20261129100000', class: Migration20261129100000 },
  { name: 'Migration20261129110000', class: Migration20261129110000 },
  { name: 'Migration20261129120000', class: Migration20261129120000 },
  { name: 'Migration20261129130000', class: Migration20261129130000 },
  { name: 'Migration20261129131500', class: Migration20261129131500 },
  { name: 'Migration20261129143000', class: Migration20261129143000 },
  { name: 'Migration20261129150000', class: Migration20261129150000 },
  { name: 'Migration20261129151000', class: Migration20261129151000 },
  { name: 'Migration20261129153000', class: Migration20261129153000 },
]
