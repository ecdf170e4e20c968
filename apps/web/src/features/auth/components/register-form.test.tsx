import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi, type TFakeHandler } from '@/test/fake-api';
import { errorOf } from '@/test/field-error';
import { renderWithProviders } from '@/test/render';
import { RegisterForm } from './register-form';

function renderRegister(
  routes: Record<string, TFakeHandler>,
  { locale = 'ru', referralCode = null }: { locale?: 'ru' | 'en'; referralCode?: string | null } = {},
) {
  const api = createFakeApi(routes);
  api.install();
  const onRegistered = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <RegisterForm referralCode={referralCode} loginHref="/login" onRegistered={onRegistered} />,
    { locale },
  );
  return { api, onRegistered, user };
}

const field = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);
const rule = (name: string) =>
  within(screen.getByTestId('password-rules'))
    .getAllByRole('listitem')
    .find((item) => item.dataset.rule === name)!;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RegisterForm', () => {
  it('ticks off the password policy live and explains what is missing', async () => {
    const { api, user } = renderRegister({}, { locale: 'en' });
    expect(rule('length').dataset.met).toBe('false');
    await user.type(field('register-password'), 'abc');
    expect([rule('length').dataset.met, rule('letter').dataset.met, rule('digit').dataset.met]).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(rule('digit').textContent).toBe('at least one digit — not yet');
    // The hints are tied to the input for screen readers.
    expect(field('register-password').getAttribute('aria-describedby')).toContain(
      screen.getByTestId('password-rules').id,
    );
    await user.tab();
    expect(errorOf(field('register-password'))).toBe('The password must be at least 8 characters long');
    await user.type(field('register-password'), 'defgh');
    expect(errorOf(field('register-password'))).toBe('Add at least one digit to the password');
    await user.type(field('register-password'), '1');
    expect(errorOf(field('register-password'))).toBeNull();
    expect(rule('digit').dataset.met).toBe('true');

    await user.type(field('register-repeat'), 'abcdefgh2');
    await user.tab();
    expect(errorOf(field('register-repeat'))).toBe('The passwords do not match');
    await user.click(screen.getByTestId('register-submit'));
    expect(errorOf(field('register-email'))).toBe('Fill in this field');
    expect(api.calls).toHaveLength(0);
  });

  it('signs up with the referral code and the page language, then reports the address', async () => {
    const { api, onRegistered, user } = renderRegister(
      { 'POST /api/v1/users/signup/': () => Response.json({ email: 'new@example.com' }, { status: 201 }) },
      { locale: 'en', referralCode: 'FRIEND42' },
    );
    expect(screen.getByTestId('register-referral').textContent).toBe(
      'You came with a referral link, code FRIEND42.',
    );
    await user.type(field('register-email'), ' New@Example.com');
    await user.type(field('register-password'), 'secret123');
    await user.type(field('register-repeat'), 'secret123');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('new@example.com'));
    expect(api.callsTo('/api/v1/users/signup/')[0]).toMatchObject({
      locale: 'en',
      body: {
        email: 'new@example.com',
        password: 'secret123',
        passwordRepeat: 'secret123',
        refferal: 'FRIEND42',
        locale: 'en',
      },
    });
  });

  it('sends no referral code when none is kept', async () => {
    const { api, user } = renderRegister({
      'POST /api/v1/users/signup/': () => Response.json({ email: 'x@example.com' }, { status: 201 }),
    });
    expect(screen.queryByTestId('register-referral')).toBeNull();
    await user.type(field('register-email'), 'x@example.com');
    await user.type(field('register-password'), 'пароль123');
    await user.type(field('register-repeat'), 'пароль123');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(api.callsTo('/api/v1/users/signup/')).toHaveLength(1));
    expect(api.callsTo('/api/v1/users/signup/')[0]?.body).not.toHaveProperty('refferal');
  });

  it("shows the server's refusal of the e-mail under its field and other refusals above the button", async () => {
    let answer = () =>
      apiError(400, 'validation_error', 'Проверьте введённые данные.', {
        email: ['Неверный адрес e-mail.'],
      });
    const { onRegistered, user } = renderRegister({ 'POST /api/v1/users/signup/': () => answer() });
    await user.type(field('register-email'), 'someone@example.com');
    await user.type(field('register-password'), 'secret123');
    await user.type(field('register-repeat'), 'secret123');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(errorOf(field('register-email'))).toBe('Неверный адрес e-mail.'));
    expect(screen.queryByTestId('register-error')).toBeNull();

    answer = () => apiError(429, 'rate_limited', 'Слишком много запросов.');
    await user.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-error')).textContent).toBe('Слишком много запросов.');
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
