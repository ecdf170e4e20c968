import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi } from '@/test/fake-api';
import { testUser } from '@/test/fixtures/user';
import { renderWithProviders } from '@/test/render';
import { PreferencesForm } from './preferences-form';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PreferencesForm', () => {
  it('saves the language and the notifications as soon as they change', async () => {
    const me = testUser();
    const api = createFakeApi({
      'PATCH /api/v1/users/me/': ({ body }) => ({ ...me, ...(body as object) }),
    });
    api.install();
    const onUpdated = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PreferencesForm user={me} onUpdated={onUpdated} />, { locale: 'en' });
    const select = screen.getByTestId<HTMLSelectElement>('prefs-locale');
    expect(select.value).toBe('ru');
    await user.selectOptions(select, 'en');
    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith({ ...me, locale: 'en' }));
    expect(screen.getByTestId('prefs-state').textContent).toBe('Settings saved');

    await user.click(screen.getByTestId('prefs-notify'));
    await waitFor(() => expect(onUpdated).toHaveBeenLastCalledWith({ ...me, notifyEmail: false }));
    expect(api.calls.map((call) => call.body)).toEqual([{ locale: 'en' }, { notifyEmail: false }]);
    expect(api.calls.every((call) => call.method === 'PATCH' && call.locale === 'en')).toBe(true);
  });

  it('puts the saved value back when saving fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = createFakeApi({
      'PATCH /api/v1/users/me/': () => apiError(503, 'service_unavailable', 'Down'),
    });
    api.install();
    const user = userEvent.setup();
    renderWithProviders(<PreferencesForm user={testUser({ notifyEmail: true })} onUpdated={vi.fn()} />);
    const box = screen.getByTestId<HTMLInputElement>('prefs-notify');
    await user.click(box);
    await waitFor(() =>
      expect(screen.getByTestId('prefs-state').textContent).toBe(
        'Не удалось сохранить настройки. Попробуйте ещё раз.',
      ),
    );
    expect(box.checked).toBe(true);
  });
});
