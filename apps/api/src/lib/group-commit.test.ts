import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('group commit', () => {
  it('writes a lone item at once and the items arriving meanwhile together in the next batch', async () => {
    const batches: number[][] = [];
    const gc = createGroupCommit<number, string>({
      commit: async (items) => {
        batches.push(items);
        await tick();
        return items.map((i) => `ok ${i}`);
      },
    });
    const first = gc.submit(1);
    await Promise.resolve();
    const rest = [2, 3, 4].map((i) => gc.submit(i));
    expect(await Promise.all([first, ...rest])).toEqual(['ok 1', 'ok 2', 'ok 3', 'ok 4']);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    // Idle again: the next item is written alone, without waiting for a timer or a batch.
    expect(await gc.submit(5)).toBe('ok 5');
    expect(batches.at(-1)).toEqual([5]);
  });

  it('keeps batches within maxBatch', async () => {
    const sizes: number[] = [];
    const gc = createGroupCommit<number, number>({
      maxBatch: 3,
      commit: async (items) => {
        sizes.push(items.length);
        await tick();
        return items;
      },
    });
    const all = Array.from({ length: 8 }, (_, i) => gc.submit(i));
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // The first starts a batch alone; the seven that wait for it go in batches of at most three.
    expect(sizes).toEqual([1, 3, 3, 1]);
  });

  it('refuses only the item that makes a batch fail; the others are written', async () => {
    const gc = createGroupCommit<number, number>({
      commit: async (items) => {
        await tick();
        if (items.includes(13)) throw new Error('bad item');
        return items.map((i) => i * 2);
      },
    });
    const first = gc.submit(1);
    const batch = [12, 13, 14].map((i) => gc.submit(i));
    const settled = await Promise.allSettled([first, ...batch]);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : 'refused'))).toEqual([
      2,
      24,
      'refused',
      28,
    ]);
    await gc.idle();
  });

  it('never loses an item submitted while the last batch finishes', async () => {
    let written = 0;
    const gc = createGroupCommit<number, number>({
      commit: async (items) => {
        await Promise.resolve();
        written += items.length;
        return items;
      },
    });
    const submitted: Promise<number>[] = [];
    for (let round = 0; round < 200; round += 1) {
      submitted.push(gc.submit(round));
      // Submit at every kind of moment: same turn, next microtask, next macrotask.
      if (round % 3 === 1) await Promise.resolve();
      if (round % 3 === 2) await tick();
    }
    await Promise.all(submitted);
    await gc.idle();
    expect(written).toBe(200);
  });
});
