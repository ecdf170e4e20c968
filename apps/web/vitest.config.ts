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
    setupFiles: ['./src/test/setup.ts'],
  },
});
