import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@/lib/i18n';
import { createUpdateChecker } from '@/lib/update-check';
import { UpdateBanner } from './update-banner';

describe('UpdateBanner', () => {
  it('appears when the deployed build differs and reloads on click', async () => {
    const checker = createUpdateChecker({
      currentBuildId: 'old',
      fetchBuildId: () => Promise.resolve('new'),
    });
    const reload = vi.fn();
    render(
      <LocaleProvider locale="en">
        <UpdateBanner checker={checker} reload={reload} />
      </LocaleProvider>,
    );
    expect(screen.queryByTestId('update-banner')).toBeNull();
    await act(() => checker.check());
    expect(screen.getByTestId('update-banner').textContent).toContain('A new version is available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
