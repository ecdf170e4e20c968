/**
 * The account screens inside the whole app (layout, guards, session): signing in and out from the
 * header, the sign-up, activation and recovery journeys, the account sections, and a session that
 * ends while the account is open.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, setAccessToken } from '@/lib/api-client';
import { apiError } from '@/test/fake-api';
import { calculatorRoutes } from '@/test/fixtures/calculator';
import { testUser } from '@/test/fixtures/user';
import type { TMe } from '@exchanger/core';
import { renderApp } from '@/test/render-app';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const NO_CONTENT = () => new Response(null, { status: 204 });
const field = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setAccessToken(null);
  window.localStorage.clear();
  document.cookie = 'has_session=; Max-Age=0; Path=/';
});

describe('signing in and out', () => {
  it('signs in from the guard’s redirect, lands where the visitor was going, and logs out', async () => {
    const me = testUser({ email: 'anna@example.com' });
    const { router, api } = renderApp('/en/account', {
      routes: {
        'POST /front-api/auth/login/': () => ({ access: 'jwt-9' }),
        'GET /api/v1/users/me/': () => me,
        'POST /front-api/auth/logout/': NO_CONTENT,
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.search).toBe('?next=%2Fen%2Faccount');
    expect(screen.getByTestId('header-login').getAttribute('href')).toBe('/en/login');
    expect(screen.getByTestId('header-register').getAttribute('href')).toBe('/en/register');

    const user = userEvent.setup();
    await user.type(field('login-email'), 'anna@example.com');
    await user.type(field('login-password'), 'secret123');
    await user.click(screen.getByTestId('login-submit'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/account');
    expect(screen.getByTestId('account-email').textContent).toBe('anna@example.com');
    expect(screen.getByTestId('referral-link').textContent).toBe('http://localhost:3000/?ref=REF7AB');
    expect(screen.getByTestId('section-account-orders').getAttribute('href')).toBe('/en/account/orders');
    expect(screen.getByTestId('header-account').textContent).toBe('anna@example.com');

    await user.click(screen.getByTestId('header-logout'));
    await screen.findByRole('heading', { level: 1, name: 'Exchange crypto, cards and cash' });
    expect(router.state.location.pathname).toBe('/en');
    expect(screen.getByTestId('header-login')).toBeTruthy();
    expect(api.callsTo('/front-api/auth/logout/')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
  });

  it('folds the account controls into the desktop header button', async () => {
    const { api } = renderApp('/en/rules', {
      user: testUser({ email: 'me@example.com' }),
      routes: { 'POST /front-api/auth/logout/': NO_CONTENT },
    });
    await screen.findByRole('heading', { level: 1, name: 'Exchange rules' });
    const button = screen.getByTestId('account-menu');
    expect(button.getAttribute('aria-label')).toBe('Account: me@example.com');
    expect(screen.getByTestId('account-menu-panel').hidden).toBe(true);
    const user = userEvent.setup();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('account-menu-email').textContent).toBe('me@example.com');
    expect(screen.getByTestId('account-menu-account-orders').getAttribute('href')).toBe('/en/account/orders');
    expect(screen.queryByTestId('account-menu-admin')).toBeNull();
    expect(screen.queryByTestId('header-admin')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('account-menu-panel').hidden).toBe(true);
    await user.click(button);
    await user.click(screen.getByTestId('account-menu-logout'));
    await screen.findByRole('heading', { level: 1, name: 'Exchange crypto, cards and cash' });
    expect(api.callsTo('/front-api/auth/logout/')).toHaveLength(1);
    expect(screen.getByTestId('account-menu').getAttribute('aria-label')).toBe('Sign in or sign up');
  });

  it('lands a member of staff who signs in without a page to return to on the back office', async () => {
    const { router } = renderApp('/en/login', {
      routes: {
        'POST /front-api/auth/login/': () => ({ access: 'jwt-op' }),
        'GET /api/v1/users/me/': () => testUser({ email: 'op@example.com', role: 'operator' }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    const user = userEvent.setup();
    await user.type(field('login-email'), 'op@example.com');
    await user.type(field('login-password'), 'secret123');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/admin/claims'));
  });

  it('links the back office from the account controls of staff only', async () => {
    renderApp('/en/rules', { user: testUser({ email: 'op@example.com', role: 'admin' }) });
    await screen.findByRole('heading', { level: 1, name: 'Exchange rules' });
    expect(screen.getByTestId('account-menu-admin').getAttribute('href')).toBe('/en/admin');
    expect(screen.getByTestId('account-menu-admin').textContent).toBe('Back office');
    expect(screen.getByTestId('header-admin').getAttribute('href')).toBe('/en/admin');
  });

  it('fills the exchange e-mail once the start-up session check has found the user', async () => {
    let finish: (value: TMe) => void = () => undefined;
    const pending = new Promise<TMe | null>((resolve) => (finish = resolve));
    renderApp('/', { user: pending, routes: calculatorRoutes() });
    const email = await screen.findByTestId<HTMLInputElement>('email');
    expect(email.value).toBe('');
    finish(testUser({ email: 'late@example.com' }));
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('email').value).toBe('late@example.com'));
  });

  it('sends a signed-in user away from the guest pages', async () => {
    const { router } = renderApp('/register', { user: testUser({ email: 'me@example.com' }) });
    await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' });
    expect(router.state.location.pathname).toBe('/account');
  });
});

describe('sign-up, activation, recovery', () => {
  it('signs up with a referral link and shows where the activation link went', async () => {
    const { router, api } = renderApp('/register?ref=FRIEND42', {
      routes: {
        'POST /api/v1/users/signup/': () => Response.json({ email: 'new@example.com' }, { status: 201 }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Регистрация' });
    expect(screen.getByTestId('register-referral').textContent).toContain('FRIEND42');
    const user = userEvent.setup();
    await user.type(field('register-email'), 'new@example.com');
    await user.type(field('register-password'), 'secret123');
    await user.type(field('register-repeat'), 'secret123');
    await user.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('registered')).textContent).toContain('new@example.com');
    expect(router.state.location.pathname).toBe('/successfully');
    expect(router.state.location.search).toBe('?registered=new%40example.com');
    expect(api.callsTo('/api/v1/users/signup/')[0]?.body).toMatchObject({
      refferal: 'FRIEND42',
      locale: 'ru',
    });
    // The code is kept for later (a claim, or signing up another day).
    expect(window.localStorage.getItem('refferal')).toContain('FRIEND42');
  });

  it('activates the account from the e-mailed link', async () => {
    renderApp(`/en/successfully?activate=${TOKEN}`, {
      routes: { [`POST /api/v1/users/activate/${TOKEN}/`]: NO_CONTENT },
    });
    expect((await screen.findByTestId('activation-success')).textContent).toContain(
      'Account successfully activated',
    );
    expect(screen.getByTestId('activation-login').getAttribute('href')).toBe('/en/login');
    // The generic "Done" lead is not shown over a specific outcome.
    expect(screen.queryByText('Done. Check your mailbox if we have sent you an e-mail.')).toBeNull();
  });

  it('sets a new password from the recovery link and asks to sign in with it', async () => {
    const { router } = renderApp(`/recover?token=${TOKEN}`, {
      routes: { [`POST /api/v1/users/restore/${TOKEN}/`]: NO_CONTENT },
    });
    await screen.findByRole('heading', { level: 1, name: 'Новый пароль' });
    const user = userEvent.setup();
    await user.type(field('recover-password'), 'secret123');
    await user.type(field('recover-repeat'), 'secret123');
    await user.click(screen.getByTestId('recover-submit'));
    expect((await screen.findByTestId('restored')).textContent).toContain('Пароль изменён');
    expect(router.state.location.search).toBe('?restore=1');
    expect(screen.getByTestId('restored-login').getAttribute('href')).toBe('/login');
  });

  it('links the login page to sign-up and recovery', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Вход' });
    expect(screen.getByTestId('login-register').getAttribute('href')).toBe('/register');
    expect(screen.getByTestId('login-forget').getAttribute('href')).toBe('/forget');
  });
});

describe('account sections', () => {
  it('shows the claims history with links to the claims and the filter in the URL', async () => {
    const claim = {
      id: '6ca7be73-33c6-4e1a-be79-1b4582278c4f',
      status: 'paid',
      createdAt: '2026-01-11T09:30:00.000Z',
      from: { id: 1, currency: 'BTC', name: 'Bitcoin', amount: '0.01' },
      to: { id: 9, currency: 'RUB', name: 'Сбербанк', amount: '504321.00' },
    };
    const { router } = renderApp('/account/orders', {
      user: testUser(),
      routes: { 'GET /api/v1/users/me/claims/': () => ({ count: 1, page: 1, size: 10, results: [claim] }) },
    });
    const row = await screen.findByTestId('claim-row');
    expect(row.getAttribute('href')).toBe(`/claim/${claim.id}`);
    expect(within(row).getByText('Оплачена', { exact: false })).toBeTruthy();
    await userEvent.selectOptions(screen.getByTestId('claims-filter'), 'paid');
    await waitFor(() => expect(router.state.location.search).toBe('?status=paid'));
  });

  it('changes the settings and keeps the new profile in the session', async () => {
    const me = testUser();
    const { session } = renderApp('/en/account/settings', {
      user: me,
      routes: {
        'PATCH /api/v1/users/me/': ({ body }) => ({ ...me, ...(body as object) }),
        'POST /api/v1/users/me/password/': NO_CONTENT,
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    const user = userEvent.setup();
    await user.click(screen.getByTestId('prefs-notify'));
    await waitFor(() => expect(session.getState().user?.notifyEmail).toBe(false));
    await user.type(field('change-old'), 'oldpass1');
    await user.type(field('change-password'), 'newpass12');
    await user.type(field('change-repeat'), 'newpass12');
    await user.click(screen.getByTestId('change-submit'));
    expect((await screen.findByTestId('change-success')).textContent).toBe('Password changed successfully');
  });

  it('offers to sign in again when the session ended meanwhile', async () => {
    const { session } = renderApp('/account/orders?page=2', {
      user: testUser(),
      routes: {
        'GET /api/v1/users/me/claims/': () => apiError(401, 'not_authenticated', 'Нужно войти.'),
      },
    });
    const ended = await screen.findByTestId('session-ended');
    expect(session.isLoggedIn()).toBe(false);
    expect(within(ended).getByRole('link').getAttribute('href')).toBe(
      '/login?next=%2Faccount%2Forders%3Fpage%3D2',
    );
    expect(screen.getByTestId('header-login')).toBeTruthy();
  });
});
