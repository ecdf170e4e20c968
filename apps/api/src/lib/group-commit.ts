/**
 * Group commit (docs/decisions/007): work items that arrive while a batch is being written wait and
 * go together in the next one, so a hot row is locked once per batch instead of once per item. An
 * item that arrives when nothing is being written starts a batch at once: no timer, no added
 * latency when the load is light.
 */

interface TPending<TItem, TResult> {
  item: TItem;
  resolve: (result: TResult) => void;
  reject: (error: unknown) => void;
}

export interface TGroupCommitOptions<TItem, TResult> {
  /** Writes the items in one transaction; answers one result per item, in order. */
  commit: (items: TItem[]) => Promise<TResult[]>;
  /** The most items in one batch. */
  maxBatch?: number;
}

export interface TGroupCommit<TItem, TResult> {
  submit(item: TItem): Promise<TResult>;
  /** Resolves when everything submitted so far has been written or refused. */
  idle(): Promise<void>;
}

export function createGroupCommit<TItem, TResult>(
  options: TGroupCommitOptions<TItem, TResult>,
): TGroupCommit<TItem, TResult> {
  const maxBatch = options.maxBatch ?? 64;
  let queue: TPending<TItem, TResult>[] = [];
  let draining: Promise<void> | null = null;

  async function write(batch: TPending<TItem, TResult>[]): Promise<void> {
    try {
      const results = await options.commit(batch.map((p) => p.item));
      if (results.length !== batch.length) throw new Error('commit answered the wrong number of results');
      batch.forEach((p, i) => {
        p.resolve(results[i] as TResult);
      });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One bad item must not fail the others: write them one by one, so only it is refused.
      for (const p of batch) await write([p]);
    }
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length) {
        const batch = queue.slice(0, maxBatch);
        queue = queue.slice(maxBatch);
        await write(batch);
      }
    } finally {
      // In the same turn as the last check of the queue: an item submitted later starts a new drain.
      draining = null;
    }
  }

  return {
    submit(item) {
      return new Promise<TResult>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        draining ??= drain();
      });
    },
    async idle() {
      while (draining) await draining;
    },
  };
}
