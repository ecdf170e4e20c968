import { defineProject } from 'vitest/config';

// Browser tests: playwright-core drives Debian's Chromium against the real built server.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ['./global-setup.ts'],
  },
});
