/**
 * What the editors' use cases share: their dependencies, the item they act on, the slug rule, and
 * the transaction that writes a change together with its audit entry.
 */
import { CONTENT_PAGE_KEYS } from '@exchanger/core';
import type { TDb, TDbOrTx } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import type { TAuditWriter } from '../../audit/index.js';
import type { TContentKind, TContentRepo, TContentRow } from '../content.repo.js';

/** What an editor's write needs: transactions, the content and the audit log. */
export interface TEditorDeps {
  db: TDb;
  repo: TContentRepo;
  audit: TAuditWriter;
}

const PAGE_KEYS = new Set<string>(CONTENT_PAGE_KEYS);

export async function loadItem(repo: TContentRepo, id: number): Promise<TContentRow> {
  const row = await repo.find(id);
  if (!row) throw new AppError('not_found', 'content_not_found');
  return row;
}

/** A page's slug is one of the site's page keys. */
export function checkSlug(kind: TContentKind, slug: string): void {
  if (kind === 'page' && !PAGE_KEYS.has(slug))
    throw new AppError('validation_error', 'validation_error', { fields: { slug: ['page_key_unknown'] } });
}

/** Runs `work` in a transaction with its audit entry; a slug another item has is named (400). */
export async function auditedWrite<T>(
  deps: TEditorDeps,
  staff: TStaff,
  action: string,
  targetId: (result: T) => number,
  reason: string,
  work: (tx: TDbOrTx) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction(async (tx) => {
      const result = await work(tx);
      await deps.audit.record(
        {
          actorId: staff.id,
          action,
          targetType: 'content',
          targetId: String(targetId(result)),
          reason,
          details: {},
        },
        tx,
      );
      return result;
    });
  } catch (error) {
    // The unique (kind, slug) index: another item already has this slug.
    if (isUniqueViolation(error))
      throw new AppError('validation_error', 'validation_error', { fields: { slug: ['slug_taken'] } });
    throw error;
  }
}
