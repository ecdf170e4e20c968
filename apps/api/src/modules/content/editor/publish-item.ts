import type { TAdminContent } from '@exchanger/core';
import type { TMessageKey } from '../../../i18n/messages.js';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import type { TContentRow } from '../content.repo.js';
import { renderVersion } from '../markdown.js';
import { auditedWrite, loadItem, type TEditorDeps } from './editor-deps.js';
import { itemDetail } from './item-view.js';

/** What an item needs in both languages before it may go live: a title and a text. */
function missingFields(row: TContentRow): Record<string, TMessageKey[]> {
  const fields: Record<string, TMessageKey[]> = {};
  for (const locale of ['ru', 'en'] as const) {
    const text = row.draft[locale];
    if (!text.title.trim()) fields[`draft.${locale}.title`] = ['content_required'];
    if (!text.body.trim()) fields[`draft.${locale}.body`] = ['content_required'];
  }
  return fields;
}

/** Makes the draft live, rendered; both languages must have their title and text. Audited. */
export async function publishItem(deps: TEditorDeps, staff: TStaff, id: number): Promise<TAdminContent> {
  const existing = await loadItem(deps.repo, id);
  const missing = missingFields(existing);
  if (Object.keys(missing).length)
    throw new AppError('validation_error', 'content_incomplete', { fields: missing });
  const published = renderVersion(existing.draft);
  const row = await auditedWrite(
    deps,
    staff,
    'content.publish',
    () => id,
    `${existing.kind} ${existing.slug}`,
    async (tx) => {
      const updated = await deps.repo.publish(tx, id, published, existing.publishedAt);
      if (!updated) throw new AppError('not_found', 'content_not_found');
      return updated;
    },
  );
  return itemDetail(row);
}
