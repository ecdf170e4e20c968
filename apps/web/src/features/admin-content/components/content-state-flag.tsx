import { useT } from '@/lib/i18n/admin';
import { CONTENT_STATE_LABEL, type TContentState } from '../utils/labels';

const TONE: Record<TContentState, string> = {
  draft: 'admin-flag',
  published: 'admin-flag admin-flag--success',
  changed: 'admin-flag admin-flag--warning',
};

/** Draft (never published), published (as edited), or published with unpublished edits. */
export function ContentStateFlag({ state }: { state: TContentState }) {
  const t = useT();
  return <span className={TONE[state]}>{t(CONTENT_STATE_LABEL[state])}</span>;
}
