/**
 * The API document as the tools merchants and monitors use read it (docs/merchant-api.md#generating-a-client):
 * `redocly lint` with the committed configuration (redocly.yaml) finds no error; every operation
 * has an `operationId`, a security statement and a documented 4xx answer; openapi-typescript turns
 * the document the app serves into the committed `docs/examples/openapi.d.ts`, and the merchant
 * example type-checks against it. `UPDATE_API_TYPES=1` rewrites the committed types
 * (`npm run api:types`).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const bin = (relative: string) => path.join(ROOT, 'node_modules', relative);
const TYPES = path.join(ROOT, 'docs/examples/openapi.d.ts');

interface TOperation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { description: string }>;
}

describe('the API document, as generated clients see it', () => {
  let t: TTestApp;
  let dir: string;
  let documentPath: string;
  let document: { paths: Record<string, Record<string, TOperation>> };
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    dir = await mkdtemp(path.join(tmpdir(), 'openapi-'));
    documentPath = path.join(dir, 'openapi.json');
    const served = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(served.statusCode).toBe(200);
    document = served.json();
    await writeFile(documentPath, served.body);
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('passes `redocly lint` with the committed configuration, without an error', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        bin('@redocly/cli/bin/cli.js'),
        'lint',
        documentPath,
        '--config',
        path.join(ROOT, 'redocly.yaml'),
        '--format',
        'json',
        '--max-problems',
        '1000',
      ],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
    ).catch((failure: unknown) => failure as { stdout: string });
    const report = JSON.parse(stdout) as {
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
    expect(errors).toEqual([]);
  }, 60_000);

  it('names every operation, says whether it needs credentials, and documents its 4xx answers with real descriptions', () => {
    const ids = new Set<string>();
    const problems: string[] = [];
    for (const [route, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${route}`;
        if (!operation.operationId) problems.push(`${name}: no operationId`);
        else if (ids.has(operation.operationId))
          problems.push(`${name}: operationId ${operation.operationId} twice`);
        else ids.add(operation.operationId);
        if (!Array.isArray(operation.security)) problems.push(`${name}: no security`);
        const statuses = Object.keys(operation.responses);
        if (!statuses.some((status) => /^4\d\d$/.test(status))) problems.push(`${name}: no 4xx answer`);
        for (const [status, answer] of Object.entries(operation.responses))
          if (!answer.description || answer.description === 'Default Response')
            problems.push(`${name}: ${status} has no description`);
      }
    expect(problems).toEqual([]);
    expect(ids.size).toBeGreaterThan(100);
    // Integers are bounded by what the database stores, not by JavaScript's safe integers.
    expect(JSON.stringify(document)).not.toContain(String(Number.MAX_SAFE_INTEGER));
  });

  it('answers a signed operation without credentials 401, and a public one without asking for them', async () => {
    const mismatches: string[] = [];
    for (const [route, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const url = route.replace(/\{[^}]+\}/g, '1');
        const answer = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          remoteAddress: '10.9.9.9',
        });
        const asked =
          answer.statusCode === 401 &&
          ['not_authenticated', 'token_not_valid', 'api_key_invalid'].includes(
            answer.json<{ code: string }>().code,
          );
        const signed = (operation.security ?? []).length > 0;
        if (signed !== asked)
          mismatches.push(
            `${method.toUpperCase()} ${route}: documented ${signed ? 'signed' : 'public'}, answered ${answer.statusCode}`,
          );
      }
    expect(mismatches).toEqual([]);
  }, 60_000);

  it('is turned into TypeScript types by openapi-typescript, and the merchant example type-checks against them', async () => {
    const generated = path.join(dir, 'openapi.d.ts');
    await run(process.execPath, [bin('openapi-typescript/bin/cli.js'), documentPath, '-o', generated], {
      cwd: ROOT,
    });
    const fresh = await readFile(generated, 'utf8');
    if (process.env.UPDATE_API_TYPES === '1') await writeFile(TYPES, fresh);
    // The committed types are the document's: `npm run api:types` rewrites them after an API change.
    expect(
      fresh === (await readFile(TYPES, 'utf8')),
      'docs/examples/openapi.d.ts is stale: run `npm run api:types`',
    ).toBe(true);
    await run(
      process.execPath,
      [bin('typescript/bin/tsc'), '-p', path.join(ROOT, 'docs/examples/tsconfig.json')],
      { cwd: ROOT },
    );
  }, 120_000);
});
