/**
 * A setting read from the database and kept, for the visitors' requests that ask on every call
 * (the maintenance switch, the working hours, the demo warning): read again in the background once
 * it is `maxAgeMs` old, while requests go on with the value kept, so that no request waits for
 * the database but the first after the start (or after `forget`). A value older than
 * `STALE_LIMIT` times `maxAgeMs` (the database slow or down) is awaited afresh, so the value a
 * request sees is never more than a few seconds behind; a failed background read keeps the value.
 * Another instance's change is thus seen within about `maxAgeMs` and one request.
 */

/** How old a kept setting gets before it is read again: a second's lag harms no reader. */
const SETTING_MAX_AGE_MS = 1_000;
/** How many ages a kept value may reach while its refresh is under way or failing. */
const STALE_LIMIT = 5;

export interface TKeptSetting<T> {
  get(): Promise<T>;
  /** The next `get` reads afresh and waits for it (after this process changed the setting). */
  forget(): void;
}

export function keptSetting<T>(
  read: () => Promise<T>,
  { maxAgeMs = SETTING_MAX_AGE_MS, now = Date.now }: { maxAgeMs?: number; now?: () => number } = {},
): TKeptSetting<T> {
  let kept: { value: T; at: number } | null = null;
  let reading: Promise<T> | null = null;
  /** Bumped by `forget`: a read started before it does not keep its (older) value. */
  let generation = 0;

  const refresh = (): Promise<T> => {
    if (reading) return reading;
    const started = generation;
    const at = now();
    const current = read()
      .then((value) => {
        if (started === generation) kept = { value, at };
        return value;
      })
      .finally(() => {
        if (reading === current) reading = null;
      });
    reading = current;
    return current;
  };

  return {
    async get() {
      if (!kept) return refresh();
      const age = now() - kept.at;
      if (age < maxAgeMs) return kept.value;
      if (age >= maxAgeMs * STALE_LIMIT) return refresh();
      // Kept value now, a fresh one for the next requests; a failure is tried again by them.
      refresh().catch(() => undefined);
      return kept.value;
    },
    forget() {
      kept = null;
      reading = null;
      generation += 1;
    },
  };
}
