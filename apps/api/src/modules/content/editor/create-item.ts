import { randomBytes } from 'node:crypto';
import type { TAdminContent, ZAdminContentCreate } from '@exchanger/core';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import type { TContentRow } from '../content.repo.js';
import { auditedWrite, checkSlug, type TEditorDeps } from './editor-deps.js';
import { itemDetail } from './item-view.js';

/** A new draft; a FAQ entry without a slug gets a generated one. Audited. */
export async function createItem(
  deps: TEditorDeps,
  staff: TStaff,
  body: z.output<typeof ZAdminContentCreate>,
): Promise<TAdminContent> {
  const slug = body.slug ?? (body.kind === 'faq' ? `faq-${randomBytes(4).toString('hex')}` : undefined);
  if (!slug)
    throw new AppError('validation_error', 'validation_error', { fields: { slug: ['slug_invalid'] } });
  checkSlug(body.kind, slug);
  const row = await auditedWrite(
    deps,
    staff,
    'content.create',
    (r: TContentRow) => r.id,
    `${body.kind} ${slug}`,
    async (tx) => {
      const inserted = await deps.repo.insert(tx, {
        kind: body.kind,
        slug,
        groupKey: body.groupKey,
        sort: body.sort,
        draft: body.draft,
      });
      if (!inserted) throw new Error('content insert returned no row');
      return inserted;
    },
  );
  return itemDetail(row);
}
