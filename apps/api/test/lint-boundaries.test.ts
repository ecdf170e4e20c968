/**
 * The server's import boundaries (scripts/eslint/api-boundaries.js): what the lint refuses and
 * what it lets through, judged on file names as they sit in the repository.
 */
import path from 'node:path';
import { Linter, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { apiBoundaries } from '../../../scripts/eslint/api-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '../../..');
const src = (file: string) => path.join(root, 'apps/api/src', file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const code = (source: string) => `import { x } from '${source}';`;

tester.run('api-boundaries', apiBoundaries, {
  valid: [
    { filename: src('modules/admin/admin.service.ts'), code: code('../claims/index.js') },
    { filename: src('composition.ts'), code: code('./modules/claims/index.js') },
    { filename: src('modules/claims/create-claim.ts'), code: code('./claims.repo.js') },
    { filename: src('modules/merchant/invoices/create-invoice.ts'), code: code('../deps.js') },
    { filename: src('modules/claims/claims.repo.ts'), code: code('drizzle-orm') },
    { filename: src('modules/claims/claims.repo.ts'), code: code('../../db/schema.js') },
    { filename: src('db/bulk-insert.ts'), code: code('drizzle-orm') },
    { filename: src('modules/claims/create-claim.ts'), code: code('../../db/column-types.js') },
    { filename: src('modules/claims/claims.routes.ts'), code: code('../../http/auth.js') },
    { filename: src('app.ts'), code: code('./http/metrics.js') },
  ],
  invalid: [
    {
      filename: src('modules/admin/admin.service.ts'),
      code: code('../claims/claims.repo.js'),
      errors: [{ messageId: 'moduleDoor' }],
    },
    {
      filename: src('jobs/claim-expiry.job.ts'),
      code: code('../modules/claims/claims.service.js'),
      errors: [{ messageId: 'moduleDoor' }],
    },
    {
      filename: src('modules/merchant/invoices/create-invoice.ts'),
      code: code('../../catalogue/snapshot.js'),
      errors: [{ messageId: 'moduleDoor' }],
    },
    {
      filename: src('modules/claims/create-claim.ts'),
      code: code('drizzle-orm'),
      errors: [{ messageId: 'drizzle' }],
    },
    {
      filename: src('http/metrics.ts'),
      code: code('../db/schema.js'),
      errors: [{ messageId: 'drizzle' }],
    },
    {
      filename: src('modules/content/content.service.ts'),
      code: code('../../http/auth.js'),
      errors: [{ messageId: 'http' }],
    },
    {
      filename: src('modules/claims/create-claim.ts'),
      code: "export * from '../catalogue/snapshot.js';",
      errors: [{ messageId: 'moduleDoor' }],
    },
  ],
});

describe('api-boundaries, wherever ESLint runs', () => {
  it('judges a file by its place in the repository, not by the directory ESLint was started in', () => {
    for (const cwd of [root, path.join(root, 'apps/api'), path.join(root, 'apps/api/src/modules')]) {
      const linter = new Linter({ cwd });
      const messages = linter.verify(
        code('../claims/claims.repo.js'),
        [
          {
            files: ['**/*.ts'],
            languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
            plugins: { local: { rules: { 'api-boundaries': apiBoundaries } } },
            rules: { 'local/api-boundaries': 'error' },
          },
        ],
        src('modules/admin/admin.service.ts'),
      );
      expect(
        messages.map((m) => m.messageId),
        cwd,
      ).toEqual(['moduleDoor']);
    }
  });
});
