import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi, type TFakeHandler } from '@/test/fake-api';
import { errorOf } from '@/test/field-error';
import { renderWithProviders } from '@/test/render';
import { ActivationResult } from './activation-result';
import { RegisteredNotice } from './registered-notice';

const TOKEN = 'activation-token-0123456789';

function install(routes: Record<string, TFakeHandler>) {
  const api = createFakeApi(routes);
  api.install();
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ActivationResult', () => {
  it('activates once (even in strict mode) and offers to sign in', async () => {
    const api = install({
      [`POST /api/v1/users/activate/${TOKEN}/`]: () => new Response(null, { status: 204 }),
    });
    renderWithProviders(
      <StrictMode>
        <ActivationResult token={TOKEN} loginHref="/login" />
      </StrictMode>,
    );
    expect(screen.getByTestId('activation-pending').textContent).toBe('Активируем аккаунт…');
    const success = await screen.findByTestId('activation-success');
    expect(success.textContent).toContain('Аккаунт успешно активирован');
    expect(screen.getByTestId('activation-login').getAttribute('href')).toBe('/login');
    expect(api.callsTo(`/api/v1/users/activate/${TOKEN}/`)).toHaveLength(1);
  });

  it('shows why a link was refused and sends a new one to the address given', async () => {
    const api = install({
      [`POST /api/v1/users/activate/${TOKEN}/`]: () =>
        apiError(400, 'validation_error', 'The link is invalid or has expired.'),
      'POST /api/v1/users/reactivate/': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ActivationResult token={TOKEN} loginHref="/en/login" />, { locale: 'en' });
    const failed = await screen.findByTestId('activation-failed');
    expect(failed.textContent).toBe('The account could not be activatedThe link is invalid or has expired.');
    await user.click(screen.getByTestId('resend-activation'));
    expect(errorOf(screen.getByTestId('resend-email'))).toBe('Fill in this field');
    await user.type(screen.getByTestId('resend-email'), 'me@example.com');
    await user.click(screen.getByTestId('resend-activation'));
    expect((await screen.findByTestId('resend-sent')).textContent).toBe(
      'We have sent a new activation link to me@example.com. Check your mailbox, including the spam folder.',
    );
    expect(api.callsTo('/api/v1/users/reactivate/')[0]).toMatchObject({
      locale: 'en',
      body: { email: 'me@example.com' },
    });
  });
});

describe('RegisteredNotice', () => {
  it('names the address the e-mail went to, for a new or a taken one alike, and sends it again', async () => {
    const api = install({ 'POST /api/v1/users/reactivate/': () => new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    renderWithProviders(<RegisteredNotice email="new@example.com" />);
    expect(screen.getByTestId('registered').textContent).toContain(
      'Мы отправили письмо на new@example.com. Если этот адрес у нас новый, перейдите по ссылке из письма, чтобы завершить регистрацию; если с ним уже есть аккаунт, в письме сказано, как войти.',
    );
    expect(screen.queryByTestId('resend-email')).toBeNull();
    await user.click(screen.getByTestId('resend-activation'));
    await screen.findByTestId('resend-sent');
    expect(api.callsTo('/api/v1/users/reactivate/')[0]?.body).toEqual({ email: 'new@example.com' });
  });
});
