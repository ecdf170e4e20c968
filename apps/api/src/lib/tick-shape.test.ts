import { executionAsyncResource } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { keptTickEntry } from './tick-shape.js';

/** V8's own comparison of two objects' hidden classes (its natives syntax, allowed for this alone). */
function sameHiddenClass(a: object, b: object): boolean {
  setFlagsFromString('--allow-natives-syntax');
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- natives syntax is compiled, not written in TypeScript
    const compare = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
    return compare(a, b);
  } finally {
    setFlagsFromString('--no-allow-natives-syntax');
  }
}

/** An entry of Node's next-tick queue: the resource its callback runs in. */
const queuedEntry = () =>
  new Promise<object>((resolve) => {
    process.nextTick(() => resolve(executionAsyncResource()));
  });

describe('the kept next-tick entry (docs/decisions/049-the-next-tick-entry-shape-kept.md)', () => {
  it('is kept on this Node', () => {
    expect(keptTickEntry).not.toBeNull();
  });

  it('has the very hidden class of the entries process.nextTick queues', async () => {
    const entry = await queuedEntry();
    expect(Object.getOwnPropertySymbols(entry).map((symbol) => symbol.description)).toEqual([
      'async_id_symbol',
      'trigger_async_id_symbol',
    ]);
    expect(sameHiddenClass(keptTickEntry ?? {}, entry)).toBe(true);
    // A control: an object of another order of the same properties has another class.
    const [asyncId, triggerId] = Object.getOwnPropertySymbols(entry) as [symbol, symbol];
    const reordered = { callback: () => undefined, [asyncId]: 0.5, [triggerId]: 0.5, args: undefined };
    expect(sameHiddenClass(reordered, entry)).toBe(false);
  });
});
