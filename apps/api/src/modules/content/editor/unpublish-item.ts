import type { TAdminContent } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import { auditedWrite, loadItem, type TEditorDeps } from './editor-deps.js';
import { itemDetail } from './item-view.js';

/** Takes the item off the site; its draft stays. Audited. */
export async function unpublishItem(deps: TEditorDeps, staff: TStaff, id: number): Promise<TAdminContent> {
  const existing = await loadItem(deps.repo, id);
  const row = await auditedWrite(
    deps,
    staff,
    'content.unpublish',
    () => id,
    `${existing.kind} ${existing.slug}`,
    async (tx) => {
      const updated = await deps.repo.unpublish(tx, id);
      if (!updated) throw new AppError('not_found', 'content_not_found');
      return updated;
    },
  );
  return itemDetail(row);
}
