import { describe, expect, it } from 'vitest';
import { PatchedMap } from './patched-map.js';

/** What a plain Map gives for the same sets, entry by entry, in order. */
const asMap = <K, V>(map: ReadonlyMap<K, V>) => [...map];

describe('PatchedMap', () => {
  it('reads and iterates as a copy of the map with the entries set would', () => {
    const base = new Map<string, number>(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]));
    const patched = PatchedMap.of(
      base,
      new Map([
        ['k5', 500],
        ['new', -1],
        ['k7', 700],
      ]),
    );
    const copy = new Map(base).set('k5', 500).set('new', -1).set('k7', 700);
    expect(asMap(patched)).toEqual(asMap(copy));
    expect([...patched.keys()]).toEqual([...copy.keys()]);
    expect([...patched.values()]).toEqual([...copy.values()]);
    expect(patched.size).toBe(101);
    expect(patched.get('k5')).toBe(500);
    expect(patched.get('k6')).toBe(6);
    expect(patched.get('missing')).toBeUndefined();
    expect(patched.has('new')).toBe(true);
    expect(patched.has('missing')).toBe(false);
    const seen: [string, number][] = [];
    patched.forEach((value, key) => seen.push([key, value]));
    expect(seen).toEqual(asMap(copy));
    // The map it was made from is left as it was.
    expect(base.get('k5')).toBe(5);
    expect(base.size).toBe(100);
  });

  it('keeps equal to plain copies over a random run of patches, and folds them in at last', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let patched: ReadonlyMap<number, number> = new Map(Array.from({ length: 200 }, (_, i) => [i, i]));
    let plain = new Map(patched);
    let folded = false;
    for (let step = 0; step < 60; step += 1) {
      const changes = new Map<number, number>();
      for (let n = Math.floor(random() * 4); n > 0; n -= 1)
        changes.set(Math.floor(random() * 230), Math.floor(random() * 1000));
      patched = PatchedMap.of(patched, changes);
      plain = new Map(plain);
      for (const [key, value] of changes) plain.set(key, value);
      if (!(patched instanceof PatchedMap)) folded = true;
      expect(asMap(patched)).toEqual(asMap(plain));
      expect(patched.size).toBe(plain.size);
    }
    expect(folded).toBe(true);
  });

  it('gives the same map back when nothing is set', () => {
    const base = new Map([[1, 'a']]);
    expect(PatchedMap.of(base, new Map())).toBe(base);
  });
});
