import type { TAdminContent, ZAdminContentUpdate } from '@exchanger/core';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import { auditedWrite, checkSlug, loadItem, type TEditorDeps } from './editor-deps.js';
import { itemDetail } from './item-view.js';

/** Edits the draft; the published copy stays until the next publish. Audited. */
export async function updateItem(
  deps: TEditorDeps,
  staff: TStaff,
  id: number,
  body: z.output<typeof ZAdminContentUpdate>,
): Promise<TAdminContent> {
  const existing = await loadItem(deps.repo, id);
  if (body.slug !== undefined) checkSlug(existing.kind, body.slug);
  const row = await auditedWrite(
    deps,
    staff,
    'content.edit',
    () => id,
    `${existing.kind} ${body.slug ?? existing.slug}`,
    async (tx) => {
      const updated = await deps.repo.update(tx, id, {
        ...(body.slug !== undefined ? { slug: body.slug } : {}),
        ...(body.groupKey !== undefined ? { groupKey: body.groupKey } : {}),
        ...(body.sort !== undefined ? { sort: body.sort } : {}),
        ...(body.draft !== undefined ? { draft: body.draft } : {}),
      });
      if (!updated) throw new AppError('not_found', 'content_not_found');
      return updated;
    },
  );
  return itemDetail(row);
}
