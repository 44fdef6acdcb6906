// Starts this page's islands (./islands.ts) once the page has painted.
import { startIslands } from '../../../renderer/islands/startIslands.ts'

await startIslands(() => import('./islands.ts').then((module) => module.ISLANDS))
