/**
 * Keeps one object of the shape of Node's next-tick queue entries alive for the life of the
 * process (docs/decisions/049-the-next-tick-entry-shape-kept.md).
 *
 * Node 20 queues every `process.nextTick` as an object literal `{ [async_id_symbol],
 * [trigger_async_id_symbol], callback, args }`, and its HTTP server calls `nextTick` several times a
 * request. V8 gives the entries a hidden class built property by property; while no entry is
 * alive the classes can be dropped by the garbage collector, and the first ids (small integers)
 * give way to heap numbers, so a process that starts as much as this one does builds them again
 * and again. Each build is a new class at the literal's store sites: past four the sites turn
 * megamorphic for good, and every `nextTick` then defines its properties in V8's runtime: about
 * 7 µs of a cached quote's 42 on the benchmark's machine (docs/benchmarks.md, "Session 14").
 * One entry kept alive, with its ids already heap numbers, keeps a single chain of classes that
 * every later entry follows.
 *
 * Imported first by `server.ts`, before anything else has started. Where Node's own entries
 * change (other symbols, another literal), nothing is kept and nothing else changes; the test
 * says so.
 */
import { AsyncResource } from 'node:async_hooks';

function keepTickEntryShape(): object | null {
  const symbols = Object.getOwnPropertySymbols(new AsyncResource('tick-shape'));
  const asyncId = symbols.find((symbol) => symbol.description === 'async_id_symbol');
  const triggerId = symbols.find((symbol) => symbol.description === 'trigger_async_id_symbol');
  if (!asyncId || !triggerId) return null;
  // The very literal of Node's `nextTick` (lib/internal/process/task_queues.js), in its order.
  return { [asyncId]: 0.5, [triggerId]: 0.5, callback: () => undefined, args: undefined };
}

/** The kept entry, or null when this Node's entries carry other symbols. */
export const keptTickEntry = keepTickEntryShape();
