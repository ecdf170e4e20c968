/**
 * Who gets into the back office: guests are sent to sign in (and come back), plain users get the
 * "no access" page in their language, operators and admins the desk. No operator call is made for
 * those turned away.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/lib/api-client';
import { adminClaimPage, adminClaimRow, page } from '@/test/fixtures/admin';
import { testUser } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const NO_CONTENT = () => new Response(null, { status: 204 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setAccessToken(null);
  document.cookie = 'has_session=; Max-Age=0; Path=/';
});

describe('back office access', () => {
  it('sends a guest to the login page with the way back, and back in after signing in', async () => {
    const operator = testUser({ role: 'operator', email: 'op@example.com' });
    const { router, api } = renderApp('/admin/claims?status=paid', {
      routes: {
        'POST /front-api/auth/login/': () => ({ access: 'jwt-op' }),
        'GET /api/v1/users/me/': () => operator,
        'GET /admin/api/claims/': () => adminClaimPage([adminClaimRow()]),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Вход' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/admin/claims?status=paid')}`);
    expect(api.callsTo('/admin/api/claims/')).toHaveLength(0);

    const user = userEvent.setup();
    await user.type(screen.getByTestId('login-email'), 'op@example.com');
    await user.type(screen.getByTestId('login-password'), 'secret123');
    await user.click(screen.getByTestId('login-submit'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Заявки' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/claims');
    expect(router.state.location.search).toBe('?status=paid');
  });

  it('sends an English guest to the English login page', async () => {
    const { router } = renderApp('/en/admin');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/en/login');
    // The desk's address (`/en/admin` leads to its claims), so signing in comes back to it.
    expect(router.state.location.search).toMatch(/^\?next=%2Fen%2Fadmin(%2Fclaims)?$/);
  });

  it('shows a plain user the no-access page (403) without calling the operator API', async () => {
    const { api, router } = renderApp('/admin/users', {
      user: testUser({ role: 'user', email: 'me@example.com' }),
      routes: { 'POST /front-api/auth/logout/': NO_CONTENT },
    });
    const page = await screen.findByTestId('admin-no-access');
    expect(page.textContent).toContain('403');
    expect(screen.getByRole('heading', { level: 1, name: 'Нет доступа' })).toBeTruthy();
    expect(page.textContent).toContain('me@example.com');
    expect(screen.getByTestId('no-access-home').getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Разделы панели оператора' })).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/admin/'))).toHaveLength(0);
    expect(document.title).toBe('Нет доступа — Панель оператора — Exchanger');

    // Another account: logged out and on the login page, with no way back into the refusal.
    await userEvent.click(screen.getByTestId('no-access-logout'));
    await screen.findByRole('heading', { level: 1, name: 'Вход' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(api.callsTo('/front-api/auth/logout/')).toHaveLength(1);
  });

  it('opens on the enrolment for staff without a second factor, then lets them in', async () => {
    const otpauthUrl = 'otpauth://totp/Exchanger:op%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Exchanger';
    const { api } = renderApp('/admin/claims', {
      user: testUser({ role: 'operator', email: 'op@example.com', twoFactor: false }),
      routes: {
        'POST /api/v1/users/me/2fa/': () => ({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl }),
        'POST /api/v1/users/me/2fa/confirm/': (call) =>
          (call.body as { otp: string }).otp === '123456'
            ? { recoveryCodes: Array.from({ length: 10 }, (_, i) => `code${i}-abcde`) }
            : new Response(
                JSON.stringify({
                  code: 'validation_error',
                  detail: 'Проверьте введённые данные.',
                  fields: { otp: ['Неверный или уже использованный код.'] },
                  requestId: 't',
                }),
                { status: 400, headers: { 'Content-Type': 'application/json' } },
              ),
        'GET /admin/api/claims/': () => adminClaimPage([adminClaimRow()]),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Подключите второй фактор' });
    expect((await screen.findByTestId('two-factor-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(screen.getByTestId('two-factor-qr').getAttribute('data-value')).toBe(otpauthUrl);
    expect(screen.queryByRole('navigation', { name: 'Разделы панели оператора' })).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/admin/'))).toHaveLength(0);

    const user = userEvent.setup();
    await user.type(screen.getByTestId('two-factor-code'), '000000');
    await user.click(screen.getByTestId('two-factor-confirm'));
    expect((await screen.findByText('Неверный или уже использованный код.')).textContent).toBeTruthy();
    await user.clear(screen.getByTestId('two-factor-code'));
    await user.type(screen.getByTestId('two-factor-code'), '123 456');
    await user.click(screen.getByTestId('two-factor-confirm'));
    expect((await screen.findByTestId('two-factor-codes')).querySelectorAll('li')).toHaveLength(10);
    expect(api.callsTo('/api/v1/users/me/2fa/confirm/').map((c) => c.body)).toEqual([
      { otp: '000000' },
      { otp: '123456' },
    ]);
    await user.click(screen.getByTestId('two-factor-done'));
    await screen.findByRole('navigation', { name: 'Разделы панели оператора' });
  });

  it('says "no access" in English under /en/admin', async () => {
    renderApp('/en/admin/claims', { user: testUser({ role: 'user' }) });
    await screen.findByRole('heading', { level: 1, name: 'No access' });
    expect(screen.getByTestId('admin-no-access').textContent).toContain(
      'The back office is open to the exchanger’s operators and administrators only.',
    );
    expect(document.documentElement.lang).toBe('en');
  });

  it('lets an operator in: the frame without the public header and footer, and a way out', async () => {
    const { router, api } = renderApp('/admin', {
      user: testUser({ role: 'operator', email: 'op@example.com' }),
      routes: {
        'GET /admin/api/claims/': () => adminClaimPage([adminClaimRow()], { waiting: 3 }),
        'POST /front-api/auth/logout/': NO_CONTENT,
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Заявки' });
    expect(router.state.location.pathname).toBe('/admin/claims');
    expect(screen.queryByRole('navigation', { name: 'Основная навигация' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByTestId('admin-email').textContent).toBe('op@example.com');
    expect((await screen.findByTestId('admin-waiting')).textContent).toBe('3');
    const nav = screen.getByRole('navigation', { name: 'Разделы панели оператора' });
    expect(nav.textContent).toContain('Пользователи');
    expect(screen.getByTestId('admin-nav-claims').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('admin-to-site').getAttribute('href')).toBe('/');
    expect(screen.getByTestId('lang-switch').getAttribute('href')).toBe('/en/admin/claims');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');

    await userEvent.click(screen.getByTestId('admin-logout'));
    await screen.findByRole('heading', { level: 1, name: 'Вход' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(api.callsTo('/front-api/auth/logout/')).toHaveLength(1);
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows an operator the sections of claims, messages, chains and content only, and an administrator every section', async () => {
    const { api } = renderApp('/admin/claims', {
      user: testUser({ role: 'operator', email: 'op@example.com' }),
      routes: { 'GET /admin/api/claims/': () => adminClaimPage([adminClaimRow()]) },
    });
    const nav = await screen.findByRole('navigation', { name: 'Разделы панели оператора' });
    const sections = () =>
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('data-testid'));
    expect(sections()).toEqual([
      'admin-nav-claims',
      'admin-nav-messages',
      'admin-nav-users',
      'admin-nav-chains',
      'admin-nav-content',
      'admin-nav-contest',
      'admin-nav-settings',
    ]);
    await screen.findByTestId('queue-row');
    // The shops badge is the administrators': nobody asks for it on an operator's behalf.
    expect(api.callsTo('/admin/api/shops/')).toHaveLength(0);
    cleanup();

    const admin = renderApp('/admin/claims', {
      user: testUser({ role: 'admin', email: 'boss@example.com' }),
      routes: {
        'GET /admin/api/claims/': () => adminClaimPage([adminClaimRow()]),
        'GET /admin/api/shops/': () => ({ ...page([]), pending: 2 }),
      },
    });
    const adminNav = await screen.findByRole('navigation', { name: 'Разделы панели оператора' });
    expect(within(adminNav).getAllByRole('link')).toHaveLength(12);
    expect((await screen.findByTestId('admin-pending-shops')).textContent).toBe('2');
    expect(admin.api.callsTo('/admin/api/shops/').length).toBeGreaterThan(0);
  });

  it.each([
    '/admin/shops',
    '/admin/withdrawals',
    '/admin/withdrawals/shops',
    '/admin/approvals',
    '/admin/catalogue',
    '/admin/catalogue/currencies/new',
    '/admin/catalogue/currencies/7',
    '/admin/catalogue/directions',
    '/admin/catalogue/feeds',
  ])('tells an operator at %s that the page is for administrators, without asking the API', async (path) => {
    const { api } = renderApp(path, {
      user: testUser({ role: 'operator', email: 'op@example.com' }),
      routes: { 'GET /admin/api/claims/': () => adminClaimPage([]) },
    });
    const message = await screen.findByTestId('admin-admins-only');
    expect(message.textContent).toContain('403');
    expect(screen.getByRole('heading', { level: 1, name: 'Только для администраторов' })).toBeTruthy();
    expect(within(message).getByRole('link').getAttribute('href')).toBe('/admin/claims');
    expect(document.title).toBe('Только для администраторов — Панель оператора — Exchanger');
    expect(
      api.calls.filter((call) =>
        /^\/admin\/api\/(catalogue|shops|shop-withdrawals|withdrawals)\//.test(call.path),
      ),
    ).toHaveLength(0);
  });

  it('says "administrators only" in English under /en/admin', async () => {
    renderApp('/en/admin/catalogue/currencies', {
      user: testUser({ role: 'operator' }),
      routes: { 'GET /admin/api/claims/': () => adminClaimPage([]) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Administrators only' });
    expect(screen.getByTestId('admin-admins-only').textContent).toContain(
      'Operators process claims and answer messages.',
    );
  });

  it('answers an unknown back-office address with its own 404 inside the frame', async () => {
    renderApp('/admin/nothing-here', {
      user: testUser({ role: 'admin' }),
      routes: { 'GET /admin/api/claims/': () => adminClaimPage([]) },
    });
    const page = await screen.findByTestId('admin-not-found');
    expect(page.textContent).toContain('Раздел не найден');
    expect(screen.getByRole('navigation', { name: 'Разделы панели оператора' })).toBeTruthy();
  });
});
