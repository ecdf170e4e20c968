import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi } from '@/test/fake-api';
import { errorOf } from '@/test/field-error';
import { renderWithProviders } from '@/test/render';
import { PasswordChangeForm } from './password-change-form';

const field = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PasswordChangeForm', () => {
  it('shows a wrong current password under its field, then changes it and says so', async () => {
    let answer = () =>
      apiError(400, 'validation_error', 'Проверьте введённые данные.', { oldPassword: ['Неверный пароль.'] });
    const api = createFakeApi({ 'POST /api/v1/users/me/password/': () => answer() });
    api.install();
    const user = userEvent.setup();
    renderWithProviders(<PasswordChangeForm />);

    await user.click(screen.getByTestId('change-submit'));
    expect(errorOf(field('change-old'))).toBe('Заполните это поле');
    expect(errorOf(field('change-password'))).toBe('Заполните это поле');
    expect(api.calls).toHaveLength(0);

    await user.type(field('change-old'), 'oldpass1');
    await user.type(field('change-password'), 'newpass12');
    await user.type(field('change-repeat'), 'newpass12');
    await user.click(screen.getByTestId('change-submit'));
    await waitFor(() => expect(errorOf(field('change-old'))).toBe('Неверный пароль.'));
    expect(screen.queryByTestId('change-success')).toBeNull();

    answer = () => new Response(null, { status: 204 });
    await user.clear(field('change-old'));
    await user.type(field('change-old'), 'oldpass2');
    await user.click(screen.getByTestId('change-submit'));
    expect((await screen.findByTestId('change-success')).textContent).toBe('Пароль успешно изменён');
    expect(api.callsTo('/api/v1/users/me/password/')[1]?.body).toEqual({
      oldPassword: 'oldpass2',
      password: 'newpass12',
      passwordRepeat: 'newpass12',
    });
    // The form is emptied and shows no errors.
    expect(field('change-old').value).toBe('');
    expect(field('change-password').value).toBe('');
    expect(errorOf(field('change-old'))).toBeNull();
  });

  it('says it in English on the English page', async () => {
    const api = createFakeApi({
      'POST /api/v1/users/me/password/': () => new Response(null, { status: 204 }),
    });
    api.install();
    const user = userEvent.setup();
    renderWithProviders(<PasswordChangeForm />, { locale: 'en' });
    await user.type(field('change-old'), 'oldpass1');
    await user.type(field('change-password'), 'newpass12');
    await user.type(field('change-repeat'), 'newpass13');
    await user.click(screen.getByTestId('change-submit'));
    expect(errorOf(field('change-repeat'))).toBe('The passwords do not match');
    await user.clear(field('change-repeat'));
    await user.type(field('change-repeat'), 'newpass12');
    await user.click(screen.getByTestId('change-submit'));
    expect((await screen.findByTestId('change-success')).textContent).toBe('Password changed successfully');
    expect(api.calls[0]?.locale).toBe('en');
  });
});
