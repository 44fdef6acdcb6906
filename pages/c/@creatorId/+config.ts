// A creator's page: an island page (./+client.ts); its live part reads through the query client.
import type { Config } from 'vike/types'
import { islandPage } from '../../../renderer/islands/islandPage.ts'
import QueryProvider from '../../../renderer/QueryProvider.tsx'

export default {
  ...islandPage,
  // The islands' server render reads through a per-render client; in the browser +client.ts gives them the visit's.
  Layout: QueryProvider,
} satisfies Config
