import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { resolveOptions } from './vite.config.ts';

export default defineProject({
  plugins: [react()],
  resolve: resolveOptions,
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // CSS is not processed in tests, except the colour tokens read as text (app/styles/tokens.test.ts).
    css: { include: [/tokens\.css/] },
    setupFiles: ['./src/test/setup.ts'],
    // A lazy page's first import can take seconds on a loaded machine (two workers beside the
    // server tests); the waits are generous, the expectations unchanged.
    testTimeout: 20_000,
  },
});
