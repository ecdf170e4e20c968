import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLoggerFactory } from './lazy-logger.js';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level, base: null, timestamp: false }, stream), lines };
}

const make = (parent: pino.Logger, options: pino.ChildLoggerOptions = {}) =>
  lazyChildLoggerFactory.call(undefined as never, parent, { reqId: 'req-1' }, options, undefined as never);

describe('lazy request logger', () => {
  it('writes exactly what the eager child writes, and nothing below the level', async () => {
    const lazy = capture('warn');
    const eager = capture('warn');
    const child = make(lazy.logger);
    const real = eager.logger.child({ reqId: 'req-1' });
    for (const log of [child, real]) {
      log.info('not written');
      log.debug({ a: 1 }, 'not written');
      log.warn({ claim: 'x' }, 'written');
      log.error(new Error('boom'), 'failed');
    }
    await new Promise((r) => setImmediate(r));
    expect(lazy.lines).toHaveLength(2);
    expect(lazy.lines).toEqual(eager.lines);
    expect(lazy.lines[0]).toMatchObject({ reqId: 'req-1', claim: 'x', msg: 'written', level: 40 });
  });

  it("follows a route's own level and level changes", async () => {
    const { logger, lines } = capture('warn');
    const child = make(logger, { level: 'debug' });
    expect(child.level).toBe('debug');
    child.debug('route debug');
    child.level = 'error';
    child.warn('now below');
    child.error('now written');
    await new Promise((r) => setImmediate(r));
    expect(lines.map((l) => l.msg)).toEqual(['route debug', 'now written']);
  });

  it('writes nothing at the silent level', async () => {
    const { logger, lines } = capture('silent');
    make(logger).fatal('quiet');
    await new Promise((r) => setImmediate(r));
    expect(lines).toEqual([]);
  });
});
