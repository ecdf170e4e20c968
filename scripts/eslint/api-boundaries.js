/**
 * The server's import boundaries (docs/architecture.md#layers), for files under `apps/api/src`:
 *
 * - a module is imported only through its `index.ts`: a file outside `modules/<name>/` that
 *   imports `modules/<name>/anything-else` is refused;
 * - `drizzle-orm` and `db/schema` only in repositories (`*.repo.ts`) and in `db/` itself;
 * - `http/` only from routes (`*.routes.ts`) and the app's wiring, never from a use case.
 *
 * The path of a relative import is resolved against the importing file, so `../x/y.js` and
 * `../../modules/x/y.js` are judged alike.
 */
import path from 'node:path';

const SRC = path.join('apps', 'api', 'src');
/** The repository's root, from this file's place in it: ESLint may be run from any directory. */
const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** `{ area: 'modules', module: 'claims', rest: 'claims.repo.js' }` for a path inside apps/api/src. */
function place(absolute, root) {
  const relative = path.relative(path.join(root, SRC), absolute);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  if (parts[0] === 'modules' && parts.length > 1) {
    return { area: 'modules', module: parts[1], rest: parts.slice(2).join('/') };
  }
  return { area: parts[0], module: null, rest: parts.slice(1).join('/') };
}

const isIndex = (rest) => /^index\.(js|ts)$/.test(rest);

/** @type {import('eslint').Rule.RuleModule} */
export const apiBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps the server's layers and module doors (docs/architecture.md#layers)." },
    schema: [],
    messages: {
      moduleDoor:
        "Import the '{{module}}' module through its index.ts (modules/{{module}}/index.ts), not '{{rest}}'.",
      drizzle: "'{{source}}' belongs in repositories (*.repo.ts) and db/ only: add a repository method.",
      http: "Use cases know nothing of HTTP: '{{source}}' may be imported by routes only.",
    },
  },
  create(context) {
    const file = context.filename;
    const self = place(file, ROOT);
    if (!self) return {};
    const base = path.basename(file);
    const isRepo = base.endsWith('.repo.ts');
    const isRoutes = base.endsWith('.routes.ts');
    const inDb = self.area === 'db';

    function check(node, source) {
      if (typeof source !== 'string') return;
      if (source === 'drizzle-orm' || source.startsWith('drizzle-orm/')) {
        if (!isRepo && !inDb) context.report({ node, messageId: 'drizzle', data: { source } });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = place(path.resolve(path.dirname(file), source), ROOT);
      if (!target) return;
      if (target.area === 'db' && /^schema(\.[jt]s)?$/.test(target.rest) && !isRepo && !inDb) {
        context.report({ node, messageId: 'drizzle', data: { source } });
      }
      if (target.area === 'http' && self.area === 'modules' && !isRoutes) {
        context.report({ node, messageId: 'http', data: { source } });
      }
      if (target.area === 'modules' && target.module !== self.module && !isIndex(target.rest)) {
        context.report({ node, messageId: 'moduleDoor', data: { module: target.module, rest: target.rest } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
