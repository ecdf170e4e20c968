/**
 * The account's programme sections (docs/architecture.md#accounts): the referral programme (`/account/referrer`), the
 * user's promocodes (`/account/promocodes`) and the loyalty level (`/account/gift`), composed from
 * the account-programs feature inside the account's navigation.
 */
import { LoyaltyProgram, PromocodesList, ReferralProgram } from '@/features/account-programs';
import { useLocale } from '@/lib/i18n';
import { routePath } from '../paths';
import { useRouteHandle } from '../route-handle';
import { AccountShell } from './account-shell';

function Section({ name }: { name: string | undefined }) {
  const locale = useLocale();
  if (name === 'account-referrer') return <ReferralProgram />;
  if (name === 'account-promocodes')
    return (
      <PromocodesList
        exchangeHref={(code) => `${routePath('index', locale)}?promocode=${encodeURIComponent(code)}`}
      />
    );
  if (name === 'account-gift') return <LoyaltyProgram />;
  return null;
}

export default function AccountProgramsPage() {
  const name = useRouteHandle()?.route?.name;
  return (
    <AccountShell>
      <Section name={name} />
    </AccountShell>
  );
}
