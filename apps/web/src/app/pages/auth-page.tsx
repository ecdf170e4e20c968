/**
 * Guest-only pages (docs/architecture.md#screens): sign in, sign up, "forgot the password", a new password from the
 * e-mailed link, and `/successfully`, where the e-mailed activation link lands and the sign-up and
 * recovery flows end. One chunk for all of them; the route's name picks the content.
 */
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, ButtonLink } from '@/components/ui';
import {
  ActivationResult,
  ForgetForm,
  LoginForm,
  RecoverForm,
  RegisteredNotice,
  RegisterForm,
  safeNextPath,
  useSessionStore,
} from '@/features/auth';
import { currentReferralCode } from '@/features/referral';
import { useLocale } from '@/lib/i18n';
import { adminPath, routePath } from '../paths';
import { useRouteHandle } from '../route-handle';
import { PageIntro } from './page-intro';
import { useT } from '@/lib/i18n/account';

function Login() {
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSessionStore();
  return (
    <LoginForm
      registerHref={routePath('register', locale)}
      forgetHref={routePath('forget', locale)}
      onLoggedIn={(user) => {
        session.setUser(user);
        // Staff come to work: without a page to return to, they land on the back office.
        const home = user.role === 'user' ? routePath('account', locale) : adminPath(null, locale);
        void navigate(safeNextPath(params.get('next'), home), { replace: true });
      }}
    />
  );
}

function Register() {
  const locale = useLocale();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [referralCode] = useState(() => currentReferralCode(search));
  return (
    <RegisterForm
      referralCode={referralCode}
      loginHref={routePath('login', locale)}
      onRegistered={(email) =>
        void navigate(
          `${routePath('successfully', locale)}?${new URLSearchParams({ registered: email }).toString()}`,
        )
      }
    />
  );
}

function Recover() {
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <RecoverForm
      token={params.get('token') ?? ''}
      forgetHref={routePath('forget', locale)}
      onRestored={() => void navigate(`${routePath('successfully', locale)}?restore=1`, { replace: true })}
    />
  );
}

/** What `/successfully` says depends on how the visitor got there. */
function successKind(params: URLSearchParams): 'activate' | 'registered' | 'restore' | null {
  if (params.get('activate')) return 'activate';
  if (params.get('registered')) return 'registered';
  if (params.get('restore') === '1') return 'restore';
  return null;
}

function Successfully({ kind, params }: { kind: ReturnType<typeof successKind>; params: URLSearchParams }) {
  const t = useT();
  const locale = useLocale();
  const loginHref = routePath('login', locale);
  switch (kind) {
    case 'activate': {
      const token = params.get('activate') ?? '';
      return <ActivationResult key={token} token={token} loginHref={loginHref} />;
    }
    case 'registered':
      return <RegisteredNotice email={params.get('registered') ?? ''} />;
    case 'restore':
      return (
        <div className="auth-stack">
          <Alert tone="success" title={t('auth.restored.title')} testId="restored">
            <p>{t('auth.restored.text')}</p>
          </Alert>
          <ButtonLink to={loginHref} color="green" size="large" block data-testid="restored-login">
            {t('auth.toLogin')}
          </ButtonLink>
        </div>
      );
    case null:
      return (
        <ButtonLink to={routePath('index', locale)} color="green" size="large" block>
          {t('auth.toHome')}
        </ButtonLink>
      );
  }
}

export default function AuthPage() {
  const name = useRouteHandle()?.route?.name;
  const [params] = useSearchParams();
  const kind = name === 'successfully' ? successKind(params) : null;
  const locale = useLocale();
  return (
    <div className="container page page--auth">
      <div className="card auth-card">
        {/* The generic "Done" lead would contradict a specific outcome (e.g. a refused link). */}
        <PageIntro className="page-intro page-intro--compact" hideLead={kind !== null} />
        {name === 'login' ? <Login /> : null}
        {name === 'register' ? <Register /> : null}
        {name === 'forget' ? <ForgetForm loginHref={routePath('login', locale)} /> : null}
        {name === 'recover' ? <Recover /> : null}
        {name === 'successfully' ? <Successfully kind={kind} params={params} /> : null}
      </div>
    </div>
  );
}
