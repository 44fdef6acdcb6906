// Three suites: unit tests beside the code, API tests against real servers, browser tests in Chromium.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{core,server,entities,ui,widget,renderer,pages,scripts}/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/load/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/buildOnce.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser and one built server are shared; files run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
})
