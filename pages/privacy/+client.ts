// Starts this page's islands, only the frame's (renderer/islands/), once the page has painted.
import { startIslands } from '../../renderer/islands/startIslands.ts'

await startIslands(() => import('../../renderer/islands/frameIslands.ts').then((module) => module.FRAME_ISLANDS))
