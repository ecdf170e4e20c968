import { ROUTES } from '@exchanger/core';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES, loadAdminModule, loadPageModule, pageGroupOf, pageSourceOf } from './route-modules';

describe('route modules', () => {
  it('puts routes into the expected page groups', () => {
    const group = (name: string) => pageGroupOf(ROUTES.find((r) => r.name === name)!);
    expect(group('index')).toBe('home');
    expect(group('rules')).toBe('info');
    expect(group('contacts')).toBe('contacts');
    expect(group('news-slug')).toBe('info');
    expect(group('cash')).toBe('cash');
    expect(group('contest')).toBe('contest');
    expect(group('shops')).toBe('shops');
    expect(group('claim-uuid')).toBe('claim');
    expect(group('claim-success')).toBe('claim-result');
    expect(group('claim-fail')).toBe('claim-result');
    expect(group('verify-uuid')).toBe('verify');
    expect(group('login')).toBe('auth');
    expect(group('account-shop-api')).toBe('shop');
    expect(group('account-shop')).toBe('shop');
    expect(group('account-referrer')).toBe('account-programs');
    expect(group('account-promocodes')).toBe('account-programs');
    expect(group('account-gift')).toBe('account-programs');
  });

  it('names each route’s source file as the build’s manifest does (the server preloads it)', async () => {
    const webRoot = new URL('../../', import.meta.url);
    for (const route of ROUTES) {
      const source = pageSourceOf(route);
      expect(source, route.name).toMatch(/^src\/app\/pages\/[\w-]+\.tsx$/);
      const module = (await import(/* @vite-ignore */ new URL(source, webRoot).pathname)) as {
        default: unknown;
      };
      expect(module.default, route.name).toBe((await loadPageModule(route)).default);
    }
  });

  it('every route has a loadable page component', async () => {
    for (const route of ROUTES) {
      const module = await loadPageModule(route);
      expect(typeof module.default, route.name).toBe('function');
    }
  });
});

/**
 * The source files of the app (tests and test helpers left out), by path from `src/`. Read as
 * text, so the test follows the imports as the bundler does, without building.
 */
const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([key, text]) => [normalize(`src/app/${key}`), text]),
);

function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The file an import of `from` names, or null for a package, a stylesheet or an asset. */
function resolve(from: string, specifier: string): string | null {
  const bare = specifier.split('?')[0]!;
  let base: string;
  if (bare.startsWith('@/')) base = `src/${bare.slice(2)}`;
  else if (bare.startsWith('.')) base = normalize(`${from.slice(0, from.lastIndexOf('/'))}/${bare}`);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (candidate in SOURCES) return candidate;
  }
  return null;
}

/** The imports of a file: static ones (type-only imports are erased) and dynamic `import()`s. */
function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const code = SOURCES[file]!.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = { static: [] as string[], dynamic: [] as string[] };
  for (const m of code.matchAll(
    /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
  )) {
    const target = m[1] ? null : resolve(file, m[2]!);
    if (target) found.static.push(target);
  }
  for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const target = resolve(file, m[1]!);
    if (target) found.dynamic.push(target);
  }
  return found;
}

/** Every file loaded with `entry` itself (its static imports, transitively). */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    for (const next of importsOf(queue.pop()!).static) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** The back office's pages, desks, their kit and words. */
const isAdminCode = (file: string) =>
  file.startsWith('src/app/admin/') ||
  file.startsWith('src/features/admin-') ||
  file.startsWith('src/components/desk/') ||
  file.startsWith('src/lib/admin-') ||
  file.startsWith('src/lib/i18n/admin');

/** The back office's features, one per desk. */
const ADMIN_FEATURES = ['claims', 'catalogue', 'content', 'shops', 'support', 'people'];

describe('the back office chunk', () => {
  it('is not part of the public entry: no admin file is imported statically from main.tsx', () => {
    const entry = staticClosure('src/main.tsx');
    // The walk does reach the router and the lazy page table…
    expect(entry).toContain('src/app/router.tsx');
    expect(entry).toContain('src/app/route-modules.ts');
    expect(entry).toContain('src/features/auth/index.ts');
    // …and nothing of the back office.
    expect([...entry].filter(isAdminCode)).toEqual([]);
  });

  it('is reached only through the dynamic import of loadAdminModule', () => {
    const importers = Object.keys(SOURCES).flatMap((file) => {
      const { static: statics, dynamic } = importsOf(file);
      return [
        ...statics
          .filter((target) => isAdminCode(target) && !isAdminCode(file))
          .map(() => `${file} (static)`),
        ...dynamic.filter(isAdminCode).map((target) => `${file} → ${target}`),
      ];
    });
    expect(importers).toEqual(['src/app/route-modules.ts → src/app/admin/admin-module.ts']);
    // The chunk holds the desks themselves and their words.
    const chunk = staticClosure('src/app/admin/admin-module.ts');
    for (const feature of ADMIN_FEATURES) expect(chunk).toContain(`src/features/admin-${feature}/index.ts`);
    expect(chunk).toContain('src/components/desk/index.ts');
    expect(chunk).toContain('src/lib/i18n/admin-ru.ts');
  });

  it('is never preloaded with the public pages', () => {
    for (const route of ROUTES) {
      expect(route.path.startsWith('/admin'), route.name).toBe(false);
    }
    expect(Object.keys(SOURCES).length).toBeGreaterThan(50);
  });

  it('loads the layout and every back-office page', async () => {
    const module = await loadAdminModule();
    expect(typeof module.AdminLayout).toBe('function');
    expect(typeof module.AdminRouteError).toBe('function');
    expect(Object.keys(module.adminPages).sort()).toEqual([...ADMIN_PAGES].sort());
    for (const page of ADMIN_PAGES) expect(typeof module.adminPages[page], page).toBe('function');
  });
});

describe('the translation tables', () => {
  const isTable = (file: string) =>
    /^src\/lib\/i18n\/(?:ru|en|shop-ru|shop-en|admin-ru|admin-en)\.ts$/.test(file);

  it('are not part of the public entry: each language is loaded when a page of it is shown', () => {
    expect([...staticClosure('src/main.tsx')].filter(isTable)).toEqual([]);
    expect(importsOf('src/lib/i18n/index.tsx').dynamic.sort()).toEqual([
      'src/lib/i18n/en.ts',
      'src/lib/i18n/ru.ts',
    ]);
  });

  it('keep the shop’s words in the shop’s chunk and no other page’s', () => {
    const withShopWords = Object.keys(SOURCES).filter(
      (file) => file.startsWith('src/app/pages/') && staticClosure(file).has('src/lib/i18n/shop-ru.ts'),
    );
    expect(withShopWords).toEqual(['src/app/pages/shop-page.tsx']);
    expect(staticClosure('src/app/pages/home-page.tsx')).not.toContain('src/lib/i18n/shop-en.ts');
  });
});
