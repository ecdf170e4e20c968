import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@exchanger/source'] },
  test: { name: 'core', include: ['src/**/*.test.ts'], environment: 'node' },
});
