import { localizePath } from '@exchanger/core';
import { Button, ButtonLink } from '@/components/ui';
import type { TUser } from '@/features/auth';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { LangSwitch } from '../layout/lang-switch';
import { useAdminTitle } from './use-admin-title';

/** 403: signed in, but without an operator role. Offers the site, or another account. */
export function NoAccess({ user, onLeave }: { user: TUser; onLeave: () => void }) {
  const t = useT();
  const locale = useLocale();
  useAdminTitle(t('admin.noAccess.title'));
  return (
    <main id="admin-main" className="admin-denied">
      <section className="admin-message card" data-testid="admin-no-access">
        <div className="admin-message__tools">
          <LangSwitch />
        </div>
        <p className="admin-message__status">403</p>
        <h1 className="admin-title">{t('admin.noAccess.title')}</h1>
        <p className="muted">{t('admin.noAccess.text', { email: user.email })}</p>
        <div className="admin-message__buttons">
          <ButtonLink to={localizePath('/', locale)} color="green" data-testid="no-access-home">
            {t('admin.toSite')}
          </ButtonLink>
          <Button color="gray" onClick={onLeave} data-testid="no-access-logout">
            {t('admin.noAccess.otherAccount')}
          </Button>
        </div>
      </section>
    </main>
  );
}
