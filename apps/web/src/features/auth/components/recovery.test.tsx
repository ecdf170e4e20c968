import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi, type TFakeHandler } from '@/test/fake-api';
import { errorOf } from '@/test/field-error';
import { renderWithProviders } from '@/test/render';
import { ForgetForm } from './forget-form';
import { RecoverForm } from './recover-form';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const field = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

function install(routes: Record<string, TFakeHandler>) {
  const api = createFakeApi(routes);
  api.install();
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ForgetForm', () => {
  it('sends the restore request and says the link went to that address', async () => {
    const api = install({ 'POST /api/v1/users/restore/': () => new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    renderWithProviders(<ForgetForm loginHref="/en/login" />, { locale: 'en' });
    await user.click(screen.getByTestId('forget-submit'));
    expect(errorOf(field('forget-email'))).toBe('Fill in this field');
    await user.type(field('forget-email'), 'Ann@Example.com');
    await user.click(screen.getByTestId('forget-submit'));
    const sent = await screen.findByTestId('forget-sent');
    expect(sent.textContent).toContain('A link to recover the password has been sent to ann@example.com.');
    expect(api.callsTo('/api/v1/users/restore/')[0]).toMatchObject({
      locale: 'en',
      body: { email: 'ann@example.com' },
    });
    // "Send again" brings the form back.
    await user.click(screen.getByTestId('forget-again'));
    expect(field('forget-email')).toBeTruthy();
  });

  it('says when the request could not be sent', async () => {
    install({ 'POST /api/v1/users/restore/': () => apiError(503, 'service_unavailable', 'Down') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<ForgetForm loginHref="/login" />);
    await user.type(field('forget-email'), 'ann@example.com');
    await user.click(screen.getByTestId('forget-submit'));
    expect((await screen.findByTestId('forget-error')).textContent).toBe(
      'Не удалось отправить ссылку. Проверьте подключение и попробуйте ещё раз.',
    );
  });
});

describe('RecoverForm', () => {
  it('sets the new password with the token of the link', async () => {
    const api = install({
      [`POST /api/v1/users/restore/${TOKEN}/`]: () => new Response(null, { status: 204 }),
    });
    const onRestored = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RecoverForm token={TOKEN} forgetHref="/forget" onRestored={onRestored} />);
    await user.type(field('recover-password'), 'short1');
    await user.click(screen.getByTestId('recover-submit'));
    expect(errorOf(field('recover-password'))).toBe('Пароль должен быть не короче 8 символов');
    expect(errorOf(field('recover-repeat'))).toBe('Заполните это поле');
    await user.clear(field('recover-password'));
    await user.type(field('recover-password'), 'новыйпароль7');
    await user.type(field('recover-repeat'), 'новыйпароль7');
    await user.click(screen.getByTestId('recover-submit'));
    await waitFor(() => expect(onRestored).toHaveBeenCalledOnce());
    expect(api.callsTo(`/api/v1/users/restore/${TOKEN}/`)[0]?.body).toEqual({
      password: 'новыйпароль7',
      passwordRepeat: 'новыйпароль7',
    });
  });

  it('leads back to a new link when the server refuses the token', async () => {
    install({
      [`POST /api/v1/users/restore/${TOKEN}/`]: () =>
        apiError(400, 'validation_error', 'Ссылка недействительна или устарела. Запросите новую.'),
    });
    const onRestored = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RecoverForm token={TOKEN} forgetHref="/forget" onRestored={onRestored} />);
    await user.type(field('recover-password'), 'secret123');
    await user.type(field('recover-repeat'), 'secret123');
    await user.click(screen.getByTestId('recover-submit'));
    const alert = await screen.findByTestId('recover-error');
    expect(alert.textContent).toContain('Ссылка недействительна или устарела. Запросите новую.');
    expect(screen.getByTestId('recover-request-new').getAttribute('href')).toBe('/forget');
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('says so when the link has no token at all', () => {
    renderWithProviders(<RecoverForm token="" forgetHref="/en/forget" onRestored={vi.fn()} />, {
      locale: 'en',
    });
    expect(screen.getByTestId('recover-no-token').textContent).toContain('The link has no recovery code');
    expect(screen.queryByTestId('recover-form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/en/forget');
  });
});
