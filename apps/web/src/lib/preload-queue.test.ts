import { describe, expect, it } from 'vitest';
import { createPreloadQueue } from './preload-queue';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('preload queue', () => {
  it('never runs more than 4 loads at once and runs them all', async () => {
    const queue = createPreloadQueue();
    let running = 0;
    let peak = 0;
    const gates = Array.from({ length: 10 }, () => deferred());
    const done = gates.map((gate, i) =>
      queue.preload(`m${i}`, async () => {
        running += 1;
        peak = Math.max(peak, running);
        await gate.promise;
        running -= 1;
      }),
    );
    expect(queue.activeCount()).toBe(4);
    for (const gate of gates) {
      gate.resolve();
      await Promise.resolve();
      await Promise.resolve();
      expect(queue.activeCount()).toBeLessThanOrEqual(4);
    }
    await Promise.all(done);
    expect(peak).toBe(4);
    expect(running).toBe(0);
    expect(queue.activeCount()).toBe(0);
  });

  it('loads a key once, but retries after a failure', async () => {
    const queue = createPreloadQueue();
    let calls = 0;
    const failOnce = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('chunk')) : Promise.resolve();
    };
    await queue.preload('a', failOnce);
    await queue.preload('a', failOnce);
    await queue.preload('a', failOnce);
    expect(calls).toBe(2);
  });
});
