/**
 * The account and its sections (docs/architecture.md#screens): the overview, the claims history and the settings are
 * composed here from the account, auth and claim features; the other sections (referral programme,
 * promocodes, loyalty discount, shop) show their title until they are built. The profile is the
 * session's: a section that finds it gone (the session ended elsewhere) offers to sign in again.
 */
import type { TMe } from '@exchanger/core';
import { useSearchParams } from 'react-router';
import { runtimeConfig } from '@/config';
import {
  AccountOverview,
  ClaimsHistory,
  isClaimStatus,
  PreferencesForm,
  TwoFactorSettings,
  type TAccountSection,
  type TClaimsView,
} from '@/features/account';
import { PasswordChangeForm, useSession, useSessionStore } from '@/features/auth';
import { ClaimStatusBadge } from '@/features/claim';
import { useLocale } from '@/lib/i18n';
import { routePath } from '../paths';
import { useRouteHandle } from '../route-handle';
import { ACCOUNT_SECTIONS, AccountShell, SessionEnded } from './account-shell';

/** The link a user shares: the home page with their code (`{site}/?ref=<code>`). */
export function referralLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/?ref=${encodeURIComponent(code)}`;
}

function Overview({ user }: { user: TMe }) {
  const locale = useLocale();
  const sections: TAccountSection[] = ACCOUNT_SECTIONS.map((section) => ({
    name: section.name,
    href: routePath(section.name, locale),
    title: section.text[locale].title,
    description: section.text[locale].description,
  }));
  return (
    <AccountOverview
      user={user}
      referralLink={referralLink(runtimeConfig.publicUrl, user.referralCode)}
      sections={sections}
    />
  );
}

function Orders() {
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const rawStatus = params.get('status');
  const status = isClaimStatus(rawStatus) ? rawStatus : null;
  const onChange = (next: TClaimsView) => {
    const search = new URLSearchParams();
    if (next.page > 1) search.set('page', String(next.page));
    if (next.status) search.set('status', next.status);
    setParams(search);
  };
  return (
    <ClaimsHistory
      page={page}
      status={status}
      onChange={onChange}
      claimHref={(id) => routePath('claim-uuid', locale).replace(':uuid', id)}
      createHref={routePath('index', locale)}
      renderStatus={(value) => <ClaimStatusBadge status={value} />}
    />
  );
}

function Settings({ user }: { user: TMe }) {
  const session = useSessionStore();
  return (
    <div className="account-settings">
      <div className="card account-settings__block">
        <PasswordChangeForm />
      </div>
      <div className="card account-settings__block">
        <TwoFactorSettings user={user} onUpdated={(me) => session.setUser(me)} />
      </div>
      <div className="card account-settings__block">
        <PreferencesForm user={user} onUpdated={(me) => session.setUser(me)} />
      </div>
    </div>
  );
}

function Section({ name }: { name: string | undefined }) {
  const { user } = useSession();
  if (!user) return <SessionEnded />;
  switch (name) {
    case 'account':
      return <Overview user={user} />;
    case 'account-orders':
      return <Orders />;
    case 'account-settings':
      return <Settings user={user} />;
    // The other sections are not built yet: their title is all they show.
    case undefined:
    default:
      return null;
  }
}

export default function AccountPage() {
  const name = useRouteHandle()?.route?.name;
  return (
    <AccountShell introClassName="page-intro page-intro--compact">
      <Section name={name} />
    </AccountShell>
  );
}
