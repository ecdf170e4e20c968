import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/**
 * One id per build: embedded in the bundle (`__BUILD_ID__`) and written to `dist/version.json`,
 * which the running app polls to offer a reload when a newer build is deployed.
 */
export const buildId = process.env.BUILD_ID || `b${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;

/** Shared with vitest.config.ts: core is read from its TypeScript source, `@/` is `src/`. */
export const resolveOptions = {
  conditions: ['@exchanger/source', ...defaultClientConditions],
  alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
};

/** Where `npm run dev:web` forwards API calls (the API server's default port). */
const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

function versionFile(id: string): Plugin {
  return {
    name: 'exchanger:version-json',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ buildId: id })}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), versionFile(buildId)],
  resolve: resolveOptions,
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 20,
            },
            // Only the exchange screen validates requisites and does decimal maths, only the claim
            // page draws QR codes: their libraries stay out of the chunk every page loads.
            {
              name: 'exchange-vendor',
              test: /node_modules[\\/](big\.js|@noble[\\/]hashes|@scure[\\/]base)[\\/]/,
              priority: 15,
            },
            { name: 'qr', test: /node_modules[\\/]uqr[\\/]/, priority: 15 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev:web` next to `npm run dev:api`: the API answers on its own port.
    proxy: Object.fromEntries(
      ['/api', '/en/api', '/front-api', '/admin/api', '/en/admin/api'].map((prefix) => [
        prefix,
        apiProxyTarget,
      ]),
    ),
  },
});
