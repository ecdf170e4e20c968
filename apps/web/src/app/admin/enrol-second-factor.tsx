/**
 * 403 `otp_enrolment_required`: a member of staff without a second factor sees only this screen
 * until they enrol (QR, the key as text, a code, then the recovery codes to save;
 * docs/decisions/022-two-factor.md). Enrolled, the back office opens.
 */
import { Button } from '@/components/ui';
import { TwoFactorEnrolment } from '@/features/account';
import type { TUser } from '@/features/auth';
import { useT } from '@/lib/i18n/admin';
import { LangSwitch } from '../layout/lang-switch';
import { useAdminTitle } from './use-admin-title';

export interface TEnrolSecondFactorProps {
  user: TUser;
  onEnrolled: () => void;
  onLeave: () => void;
}

export function EnrolSecondFactor({ user, onEnrolled, onLeave }: TEnrolSecondFactorProps) {
  const t = useT();
  useAdminTitle(t('admin.enrol.title'));
  return (
    <main id="admin-main" className="admin-denied">
      <section className="admin-message admin-enrol card" data-testid="admin-enrol">
        <div className="admin-message__tools">
          <LangSwitch />
        </div>
        <h1 className="admin-title">{t('admin.enrol.title')}</h1>
        <p className="muted">{t('admin.enrol.text')}</p>
        <p className="admin-enrol__who" data-testid="admin-enrol-email">
          {user.email}
        </p>
        <TwoFactorEnrolment onEnabled={onEnrolled} />
        <div className="admin-message__buttons">
          <Button color="gray" onClick={onLeave} data-testid="admin-enrol-logout">
            {t('header.logout')}
          </Button>
        </div>
      </section>
    </main>
  );
}
