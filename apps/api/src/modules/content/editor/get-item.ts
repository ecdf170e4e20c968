import type { TAdminContent } from '@exchanger/core';
import type { TContentRepo } from '../content.repo.js';
import { loadItem } from './editor-deps.js';
import { itemDetail } from './item-view.js';

/** An item: its draft with a rendered preview, and what is published. */
export async function getItem(deps: { repo: TContentRepo }, id: number): Promise<TAdminContent> {
  return itemDetail(await loadItem(deps.repo, id));
}
