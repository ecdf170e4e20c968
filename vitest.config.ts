import { defineConfig } from 'vitest/config';

// One runner for the whole repo; each workspace is a project (`--project core|api|web|e2e`).
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/api', 'apps/web', 'apps/web/e2e'],
    pool: 'forks',
    maxWorkers: 2,
  },
});
