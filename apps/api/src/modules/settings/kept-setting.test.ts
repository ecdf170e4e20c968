import { describe, expect, it } from 'vitest';
import { keptSetting } from './kept-setting.js';

/** A database read the test answers by hand, counting the reads. */
function manualRead() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  return {
    pending,
    read: () =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
    answer(value: string) {
      pending.shift()?.resolve(value);
    },
    fail() {
      pending.shift()?.reject(new Error('database down'));
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A setting whose first read answered 'a' at time 0, on a clock the test moves. */
async function keptA(clock: { now: number }) {
  const db = manualRead();
  const setting = keptSetting(db.read, { maxAgeMs: 1000, now: () => clock.now });
  const first = setting.get();
  db.answer('a');
  await first;
  return { db, setting };
}

describe('keptSetting', () => {
  it('waits for the first read only, then reads again in the background once the value is old', async () => {
    let clock = 0;
    const db = manualRead();
    const setting = keptSetting(db.read, { maxAgeMs: 1000, now: () => clock });

    const first = setting.get();
    const second = setting.get();
    expect(db.pending).toHaveLength(1);
    db.answer('a');
    expect([await first, await second]).toEqual(['a', 'a']);

    clock = 999;
    expect(await setting.get()).toBe('a');
    expect(db.pending).toHaveLength(0);

    // Old: the kept value at once, one read started for the next requests.
    clock = 1000;
    expect(await setting.get()).toBe('a');
    expect(await setting.get()).toBe('a');
    expect(db.pending).toHaveLength(1);
    db.answer('b');
    await settle();
    expect(await setting.get()).toBe('b');
    expect(db.pending).toHaveLength(0);
  });

  it('keeps the value when a background read fails, and waits once it is five ages old', async () => {
    const clock = { now: 0 };
    const { db, setting } = await keptA(clock);

    clock.now = 1500;
    expect(await setting.get()).toBe('a');
    db.fail();
    await settle();
    expect(await setting.get()).toBe('a');
    expect(db.pending).toHaveLength(1);
    db.fail();
    await settle();

    clock.now = 5000;
    const late = setting.get();
    expect(db.pending).toHaveLength(1);
    db.fail();
    await expect(late).rejects.toThrow('database down');
    const fresh = setting.get();
    db.answer('c');
    expect(await fresh).toBe('c');
  });

  it('reads afresh after forget, and a read started before it keeps nothing', async () => {
    const clock = { now: 0 };
    const { db, setting } = await keptA(clock);

    clock.now = 1200;
    expect(await setting.get()).toBe('a');
    expect(db.pending).toHaveLength(1);
    setting.forget();
    const afterChange = setting.get();
    expect(db.pending).toHaveLength(2);
    db.answer('stale, read before the change');
    db.answer('changed');
    expect(await afterChange).toBe('changed');
    await settle();
    expect(await setting.get()).toBe('changed');
  });
});
