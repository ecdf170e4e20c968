/**
 * The log at `info` (http/request-log.ts): no line for an ordinary request, one for a slow one, one
 * for every request with `LOG_REQUESTS=true`, every request at `debug`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openTestDatabase, testConfig } from './helpers.js';

interface TLine {
  level: number;
  msg: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
}

async function appWithLog(env: Record<string, string>, level = 'info') {
  const lines: TLine[] = [];
  const { database, drop } = await openTestDatabase('pglite');
  const app = await buildApp({
    config: testConfig(env),
    database,
    jobs: false,
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line) as TLine) } },
  });
  app.get('/test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 80));
    return { ok: true };
  });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close().catch(() => undefined);
    await drop();
  };
  const requestLines = () => lines.filter((line) => line.url !== undefined);
  return { app, lines, requestLines, close };
}

describe('the request log', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('keeps ordinary requests out of the info log, and says which were slow', async () => {
    const t = await appWithLog({ LOG_SLOW_MS: '50' });
    close = t.close;
    for (let i = 0; i < 5; i += 1) await t.app.inject({ method: 'GET', url: '/api/v1/calculator/' });
    expect(t.requestLines()).toEqual([]);
    expect(t.lines.some((line) => line.msg === 'incoming request')).toBe(false);

    await t.app.inject({ method: 'GET', url: '/test/slow' });
    expect(t.requestLines()).toEqual([
      expect.objectContaining({ level: 30, msg: 'slow request', url: '/test/slow', statusCode: 200 }),
    ]);
    expect(t.requestLines()[0]?.responseTime).toBeGreaterThanOrEqual(50);
  });

  it('logs every request, once, with LOG_REQUESTS=true (the probes still not)', async () => {
    const t = await appWithLog({ LOG_REQUESTS: 'true' });
    close = t.close;
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/api/v1/calculator/' });
    await t.app.inject({ method: 'GET', url: '/api/v1/nope/' });
    expect(t.requestLines()).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        url: '/api/v1/calculator/',
        statusCode: 200,
      }),
      expect.objectContaining({ level: 30, msg: 'request completed', url: '/api/v1/nope/', statusCode: 404 }),
    ]);
  });

  it('logs every request at debug', async () => {
    const t = await appWithLog({}, 'debug');
    close = t.close;
    await t.app.inject({ method: 'GET', url: '/api/v1/calculator/' });
    expect(t.requestLines()).toEqual([
      expect.objectContaining({ level: 20, msg: 'request completed', url: '/api/v1/calculator/' }),
    ]);
  });
});
