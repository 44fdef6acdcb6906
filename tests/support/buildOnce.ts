// Global setup of the API suite: the tests that serve pages, or start `node server/main.ts`, need
// the build; it is made here once, before any test file runs, never by two files at the same time.
import { buildIfNeeded } from '../../scripts/build-if-needed.ts'

export default function setup() {
  buildIfNeeded()
}
