/** `/partners/users`: the referral programme with the share the server applies. */
import { useSession } from '@/features/auth';
import { ReferralTerms } from '@/features/partners';
import { useLocale } from '@/lib/i18n';
import { routePath } from '../paths';
import { PageIntro } from './page-intro';

export function PartnersUsersPage() {
  const locale = useLocale();
  const { isLoggedIn } = useSession();
  return (
    <div className="container page page--narrow page--text">
      <PageIntro />
      <ReferralTerms
        isLoggedIn={isLoggedIn}
        actionHref={routePath(isLoggedIn ? 'account-referrer' : 'register', locale)}
      />
    </div>
  );
}
