import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, setAccessToken } from '@/lib/api-client';
import { apiError, createFakeApi, type TFakeHandler } from '@/test/fake-api';
import { errorOf } from '@/test/field-error';
import { testUser } from '@/test/fixtures/user';
import { renderWithProviders } from '@/test/render';
import { LoginForm } from './login-form';

function renderLogin(routes: Record<string, TFakeHandler>, locale: 'ru' | 'en' = 'ru') {
  const api = createFakeApi(routes);
  api.install();
  const onLoggedIn = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<LoginForm registerHref="/register" forgetHref="/forget" onLoggedIn={onLoggedIn} />, {
    locale,
  });
  return { api, onLoggedIn, user };
}

const field = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setAccessToken(null);
});

describe('LoginForm', () => {
  it('checks the fields before sending anything', async () => {
    const { api, user } = renderLogin({});
    await user.click(screen.getByTestId('login-submit'));
    expect(errorOf(field('login-email'))).toBe('Заполните это поле');
    expect(errorOf(field('login-password'))).toBe('Заполните это поле');
    await user.type(field('login-email'), 'not-an-email');
    expect(errorOf(field('login-email'))).toBe('Это не похоже на адрес e-mail');
    expect(api.calls).toHaveLength(0);
  });

  it('signs in: keeps the access token, loads the profile and hands it over', async () => {
    const me = testUser({ email: 'anna@example.com' });
    const { api, onLoggedIn, user } = renderLogin(
      {
        'POST /front-api/auth/login/': () => ({ access: 'jwt-1' }),
        'GET /api/v1/users/me/': () => me,
      },
      'en',
    );
    await user.type(field('login-email'), '  Anna@Example.com ');
    await user.type(field('login-password'), 'secret123');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(me));
    expect(api.callsTo('/front-api/auth/login/')[0]).toMatchObject({
      locale: 'en',
      body: { email: 'anna@example.com', password: 'secret123' },
    });
    expect(api.fetch.mock.calls[1]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer jwt-1' });
    expect(getAccessToken()).toBe('jwt-1');
  });

  it('shows a wrong password under the password field, worded by the server', async () => {
    const { onLoggedIn, user } = renderLogin({
      'POST /front-api/auth/login/': () =>
        apiError(400, 'validation_error', 'Проверьте введённые данные.', {
          password: ['Неверный e-mail или пароль.'],
        }),
    });
    await user.type(field('login-email'), 'ann@example.com');
    await user.type(field('login-password'), 'wrong');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(errorOf(field('login-password'))).toBe('Неверный e-mail или пароль.'));
    expect(screen.queryByTestId('login-error')).toBeNull();
    expect(onLoggedIn).not.toHaveBeenCalled();
    // Typing again clears it.
    await user.type(field('login-password'), 'x');
    expect(errorOf(field('login-password'))).toBeNull();
  });

  it('asks for the second factor when the server wants it, and signs in with the code', async () => {
    const me = testUser({ email: 'anna@example.com', twoFactor: true });
    const { api, onLoggedIn, user } = renderLogin(
      {
        'POST /front-api/auth/login/': (call) =>
          (call.body as { otp?: string }).otp === '123456'
            ? { access: 'jwt-2fa' }
            : apiError(401, 'otp_required', 'Enter the code from your authenticator app.'),
        'GET /api/v1/users/me/': () => me,
      },
      'en',
    );
    await user.type(field('login-email'), 'anna@example.com');
    await user.type(field('login-password'), 'secret123');
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-otp-ask')).textContent).toBe(
      'This account has two-factor authentication: enter a code.',
    );
    expect(screen.queryByTestId('login-error')).toBeNull();
    // Asked for, the code is required; a wrong one is said under it.
    await user.click(screen.getByTestId('login-submit'));
    expect(errorOf(field('login-otp'))).toBe('Fill in this field');
    await user.type(field('login-otp'), '000000');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() =>
      expect(errorOf(field('login-otp'))).toBe('The code is wrong or has already been used.'),
    );
    expect(field('login-otp').value).toBe('');
    await user.type(field('login-otp'), ' 123456 ');
    expect(errorOf(field('login-otp'))).toBeNull();
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(me));
    expect(api.callsTo('/front-api/auth/login/').map((c) => c.body)).toEqual([
      { email: 'anna@example.com', password: 'secret123' },
      { email: 'anna@example.com', password: 'secret123', otp: '000000' },
      { email: 'anna@example.com', password: 'secret123', otp: '123456' },
    ]);
  });

  it('offers a new activation link when the account is not activated yet', async () => {
    const { api, user } = renderLogin({
      'POST /front-api/auth/login/': () =>
        apiError(409, 'conflict', 'Учётная запись не активирована. Перейдите по ссылке из письма.'),
      'POST /api/v1/users/reactivate/': () => new Response(null, { status: 204 }),
    });
    await user.type(field('login-email'), 'New@Example.com');
    await user.type(field('login-password'), 'secret123');
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Учётная запись не активирована. Перейдите по ссылке из письма.',
    );
    await user.click(screen.getByTestId('resend-activation'));
    expect((await screen.findByTestId('resend-sent')).textContent).toContain('new@example.com');
    expect(api.callsTo('/api/v1/users/reactivate/')[0]?.body).toEqual({ email: 'new@example.com' });
  });

  it('shows a blocked account, too many attempts and a lost connection above the button', async () => {
    let answer: () => Response = () => apiError(403, 'permission_denied', 'Учётная запись заблокирована.');
    const { user } = renderLogin({ 'POST /front-api/auth/login/': () => answer() });
    await user.type(field('login-email'), 'ann@example.com');
    await user.type(field('login-password'), 'secret123');
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Учётная запись заблокирована.');
    expect(screen.queryByTestId('resend-activation')).toBeNull();

    answer = () => apiError(429, 'rate_limited', 'Слишком много попыток. Подождите минуту.');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('login-error').textContent).toBe('Слишком много попыток. Подождите минуту.'),
    );

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('login-error').textContent).toBe(
        'Не удалось войти. Проверьте подключение и попробуйте ещё раз.',
      ),
    );
  });
});
