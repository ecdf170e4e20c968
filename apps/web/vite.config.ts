import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, minifySync, type Plugin, type UserConfig } from 'vite';

/**
 * One id per build: embedded in the bundle (`__BUILD_ID__`) and written to `dist/version.json`,
 * which the running app polls to offer a reload when a newer build is deployed.
 */
export const buildId = process.env.BUILD_ID || `b${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;

/** Shared with vitest.config.ts: core is read from its TypeScript source, `@/` is `src/`. */
const srcDir = fileURLToPath(new URL('./src', import.meta.url));
export const resolveOptions = {
  conditions: ['@exchanger/source', ...defaultClientConditions],
  alias: [{ find: '@', replacement: srcDir }],
};

/**
 * The browser's and the server renderer's runtime is Preact (`preact/compat`), not React DOM
 * (docs/decisions/038-preact-runtime.md): the app and its libraries (React Router, TanStack
 * Query) still import `react`, and the build resolves those imports to Preact. `npm run dev:web`
 * and the unit tests keep React (Fast Refresh, Testing Library); the browser tests run the build.
 */
export const preactAliases = [
  // preact/compat, with React's server snapshot kept (src/preact-react.ts).
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/preact-react.ts', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

/** Where `npm run dev:web` forwards API calls (the API server's default port). */
const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

function versionFile(id: string): Plugin {
  return {
    name: 'exchanger:version-json',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ buildId: id })}\n`,
      });
    },
  };
}

/** Text files worth compressing, from this size up (docs/decisions/033-compression.md). */
const COMPRESSIBLE_FILE = /\.(?:js|css|html|svg|json|txt|xml|webmanifest)$/;
const COMPRESS_MIN_BYTES = 1024;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The scripts of `public/` the pages load as they are (`theme-init.js`), minified in the build:
 * they are written to be read, with comments; the first screen's budget counts their bytes
 * (docs/decisions/045-first-screen-tasks-and-the-benchs-browser.md).
 */
const PUBLIC_SCRIPTS = ['theme-init.js'];

async function minifyPublicScripts(outDir: string): Promise<void> {
  await Promise.all(
    PUBLIC_SCRIPTS.map(async (name) => {
      const file = path.join(outDir, name);
      const result = minifySync(name, await readFile(file, 'utf8'), { compress: true, mangle: true });
      if (result.errors.length > 0)
        throw new Error(`${name}: ${result.errors[0]?.message ?? 'not minified'}`);
      await writeFile(file, result.code);
    }),
  );
}

/**
 * Writes `x.js.br` and `x.js.gz` beside every text file of the build (public files included) of
 * 1 KB or more, at the strongest settings since it happens once; the server sends whichever the
 * request accepts (`@fastify/static`'s `preCompressed`, apps/api/src/http/spa.ts). A twin that
 * would not be smaller is not written. `index.html` is left out: the server fills it in per
 * request and compresses it then.
 */
function compressedTwins(): Plugin {
  let outDir = '';
  return {
    name: 'exchanger:compressed-twins',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await minifyPublicScripts(outDir);
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE_FILE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => {
          // index.html is filled in per request; the manifest is read by the server, not served.
          const rel = path.relative(outDir, file);
          return rel !== 'index.html' && !rel.startsWith(`.vite${path.sep}`);
        });
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          if (source.length < COMPRESS_MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotliAsync(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) await writeFile(`${file}.br`, br);
          if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/** Preact and the router: every page's. */
const REACT_CHUNK = {
  name: 'react',
  test: /node_modules[\\/](preact|react-router)[\\/]/,
  priority: 20,
};
/**
 * big.js, and the small modules that the first screen and many pages share (core's decimals,
 * locales, picker tabs and promocode pattern, the app's number formats): one chunk instead of six
 * of a few hundred bytes, each with its own request and overhead.
 */
const EXCHANGE_VENDOR_CHUNK = {
  name: 'exchange-vendor',
  test: /node_modules[\\/]big\.js[\\/]|packages[\\/]core[\\/]src[\\/](money[\\/]decimal|i18n[\\/]locales|catalogue[\\/]filter-tabs|loyalty[\\/]promocode)\.ts$|apps[\\/]web[\\/]src[\\/]lib[\\/]format\.ts$/,
  priority: 15,
};
/** The other libraries. */
const VENDOR_CHUNK = { name: 'vendor', test: /node_modules[\\/]/, priority: 10 };

/**
 * The chunks of the first screen (`/`): the entry, the libraries' chunks it imports and the home
 * page's. Each starts with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`: Chromium
 * then compiles their functions while the file streams in, off the main thread, instead of on
 * each function's first call during hydration (docs/decisions/044-first-screen-main-thread.md).
 * Other chunks keep V8's lazy compilation: most of their functions never run on a visit.
 */
const FIRST_SCREEN_CHUNKS = new Set([REACT_CHUNK.name, VENDOR_CHUNK.name, EXCHANGE_VENDOR_CHUNK.name]);
const FIRST_SCREEN_PAGE = /[\\/]src[\\/]app[\\/]pages[\\/]home-page\.tsx$/;
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHintOf(chunk: {
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
}): string {
  const first =
    chunk.isEntry ||
    FIRST_SCREEN_CHUNKS.has(chunk.name) ||
    FIRST_SCREEN_PAGE.test(chunk.facadeModuleId ?? '');
  return first ? COMPILE_HINT : '';
}

const clientBuild = {
  target: 'es2022',
  sourcemap: true,
  manifest: true,
  rolldownOptions: {
    output: {
      postBanner: compileHintOf,
      // Libraries change less often than the app: separate chunks stay cached across deploys.
      codeSplitting: {
        groups: [
          REACT_CHUNK,
          EXCHANGE_VENDOR_CHUNK,
          // The addresses' checksums: loaded when an address is first checked (src/lib/requisite-check.ts,
          // docs/decisions/039-first-load-javascript.md).
          {
            name: 'checksum-vendor',
            test: /node_modules[\\/](@noble[\\/]hashes|@scure[\\/]base)[\\/]/,
            priority: 15,
          },
          // Only the claim page draws QR codes.
          { name: 'qr', test: /node_modules[\\/]uqr[\\/]/, priority: 15 },
          // Imported dynamically where they are used (the proof-of-work widget, the shop's chart):
          // without a group of their own the vendor group below would pull them into the chunk
          // every page loads (with uPlot's stylesheet).
          { name: 'altcha', test: /node_modules[\\/]altcha[\\/]/, priority: 15 },
          { name: 'uplot', test: /node_modules[\\/]uplot[\\/]/, priority: 15 },
          // Loaded only by the browser tests' hydration check (src/lib/hydration-check.ts).
          { name: 'render-to-string', test: /node_modules[\\/]preact-render-to-string[\\/]/, priority: 15 },
          // The contracts' schemas: the layout and the home page load them with the first answer to
          // check (src/lib/schemas.ts, docs/decisions/039-first-load-javascript.md), not before.
          { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 15 },
          VENDOR_CHUNK,
        ],
      },
    },
  },
} satisfies UserConfig['build'];

/**
 * Two builds (`npm run build`): the browser's (`dist/`, with a manifest the server reads to send a
 * page's CSS and module preloads) and the server-side renderer (`vite build --ssr`, `dist-ssr/`),
 * which the API server imports (docs/decisions/034-server-rendering.md). The renderer bundles the
 * app; core and the libraries stay in node_modules, one instance shared with the server (core's
 * contracts register their schemas' ids with zod once: a second copy breaks the OpenAPI document).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), versionFile(buildId), compressedTwins()],
  resolve:
    command === 'build'
      ? { ...resolveOptions, alias: [...preactAliases, ...resolveOptions.alias] }
      : resolveOptions,
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  ssr: {
    // A workspace package is bundled by default; core must stay the server's own instance.
    external: ['@exchanger/core'],
    // The libraries that import `react` are bundled, so that their imports resolve to Preact too.
    noExternal: ['react-router', '@tanstack/react-query', '@tanstack/query-core'],
  },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-ssr', sourcemap: true, emptyOutDir: true, copyPublicDir: false }
    : clientBuild,
  server: {
    // `npm run dev:web` next to `npm run dev:api`: the API answers on its own port.
    proxy: Object.fromEntries(
      ['/api', '/en/api', '/front-api', '/admin/api', '/en/admin/api'].map((prefix) => [
        prefix,
        apiProxyTarget,
      ]),
    ),
  },
}));
