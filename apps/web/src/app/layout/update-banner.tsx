import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui';
import { useT } from '@/lib/i18n';
import type { TUpdateChecker } from '@/lib/update-check';
import { getUpdateChecker } from '../update';

/** Non-blocking notice that a newer build is deployed. */
export function UpdateBanner({
  checker = getUpdateChecker(),
  reload = () => window.location.reload(),
}: {
  checker?: TUpdateChecker;
  reload?: () => void;
}) {
  const t = useT();
  const { updateAvailable } = useSyncExternalStore(checker.subscribe, checker.getState, checker.getState);
  if (!updateAvailable) return null;
  return (
    <div className="update-banner" role="status" data-testid="update-banner">
      <span>{t('update.available')}</span>
      <Button color="green" size="medium" onClick={reload} data-testid="update-reload">
        {t('update.reload')}
      </Button>
    </div>
  );
}
