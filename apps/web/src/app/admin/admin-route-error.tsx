import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '@/components/ui';
import { useT } from '@/lib/i18n/admin';
import { useAdminTitle } from './use-admin-title';

/** A back-office page failed while rendering: said inside the frame, so the navigation stays. */
export function AdminRouteError() {
  const t = useT();
  const error = useRouteError();
  useAdminTitle(t('error.generic'));
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="admin-message card" role="alert" data-testid="admin-route-error">
      <h1 className="admin-title">{t('error.generic')}</h1>
      <p className="muted">{t('admin.pageFailed')}</p>
      <Button color="gray" onClick={() => window.location.reload()}>
        {t('update.reload')}
      </Button>
    </section>
  );
}
