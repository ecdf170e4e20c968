/**
 * A read-only map made from another with a few entries set: the same keys in the same order as
 * `Map` would give (a key set again keeps its place, a new key goes last), sharing the other map's
 * storage instead of copying it. The calculator snapshot keeps thousands of directions and a
 * change sets a few: copying its maps at every change made megabytes of garbage that outlived the
 * young generation and cost full collections (docs/decisions/040-incremental-catalogue.md).
 *
 * Patches of patches lay their changes over one plain map; once the changes reach a sixteenth of
 * it they are folded into a new plain map, so a read is at most two lookups and the memory at most
 * about 1/16 more than a plain map's. No entry is ever deleted through it.
 */
export class PatchedMap<K, V> implements ReadonlyMap<K, V> {
  readonly size: number;

  private constructor(
    private readonly base: ReadonlyMap<K, V>,
    /** The entries set over `base`, those new to it last, in the order they were first set. */
    private readonly patch: ReadonlyMap<K, V>,
  ) {
    let added = 0;
    for (const key of patch.keys()) if (!base.has(key)) added += 1;
    this.size = base.size + added;
  }

  /** `base` with `changes` set over it, in their order. */
  static of<K, V>(base: ReadonlyMap<K, V>, changes: ReadonlyMap<K, V>): ReadonlyMap<K, V> {
    if (changes.size === 0) return base;
    const root = base instanceof PatchedMap ? (base as PatchedMap<K, V>).base : base;
    const patch = new Map(base instanceof PatchedMap ? (base as PatchedMap<K, V>).patch : []);
    for (const [key, value] of changes) patch.set(key, value);
    if (patch.size * 16 <= root.size) return new PatchedMap(root, patch);
    const flat = new Map(root);
    for (const [key, value] of patch) flat.set(key, value);
    return flat;
  }

  /**
   * The keys whose entries may differ between two maps, when both are patches of one plain map (or
   * that map itself): the keys either patch sets. Null when they share no storage, and every key
   * has to be compared.
   */
  static keysSetBetween<K, V>(a: ReadonlyMap<K, V>, b: ReadonlyMap<K, V>): Set<K> | null {
    const rootOf = (map: ReadonlyMap<K, V>) =>
      map instanceof PatchedMap ? (map as PatchedMap<K, V>).base : map;
    if (rootOf(a) !== rootOf(b)) return null;
    const keys = new Set<K>();
    for (const map of [a, b])
      if (map instanceof PatchedMap) for (const key of (map as PatchedMap<K, V>).patch.keys()) keys.add(key);
    return keys;
  }

  get(key: K): V | undefined {
    return this.patch.has(key) ? this.patch.get(key) : this.base.get(key);
  }

  has(key: K): boolean {
    return this.patch.has(key) || this.base.has(key);
  }

  *entries(): MapIterator<[K, V]> {
    for (const [key, value] of this.base)
      yield [key, this.patch.has(key) ? (this.patch.get(key) as V) : value];
    for (const [key, value] of this.patch) if (!this.base.has(key)) yield [key, value];
  }

  *keys(): MapIterator<K> {
    for (const key of this.base.keys()) yield key;
    for (const key of this.patch.keys()) if (!this.base.has(key)) yield key;
  }

  *values(): MapIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }
}
