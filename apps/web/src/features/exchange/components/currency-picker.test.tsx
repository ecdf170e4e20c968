import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ENTRIES_EN, ENTRIES_RU } from '@/test/fixtures/calculator';
import { renderWithProviders } from '@/test/render';
import { CurrencyPicker, type TCurrencyPickerProps } from './currency-picker';

const SHOWN = ENTRIES_RU.filter((entry) => entry.receive.visible); // no e-money entry among them
const OTHER_NAMES = new Map(ENTRIES_EN.flatMap((entry) => entry.ids.map((id) => [id, entry.name] as const)));

function renderPicker(props: Partial<TCurrencyPickerProps> = {}, locale: 'ru' | 'en' = 'ru') {
  const onSelect = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <CurrencyPicker
      side="to"
      entries={SHOWN}
      allowedIds={[1, 3, 9, 18]}
      selectedId={9}
      onSelect={onSelect}
      otherNames={OTHER_NAMES}
      {...props}
    />,
    { locale },
  );
  return { onSelect, user };
}

const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.querySelector('.picker__option-name')?.textContent);

describe('CurrencyPicker', () => {
  it('shows the chosen currency and opens a dialog with the tabs that have entries', async () => {
    const { user } = renderPicker();
    const trigger = screen.getByTestId('to-picker');
    expect(trigger.textContent).toContain('Сбербанк');
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Что получаете' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Все', 'Криптовалюты', 'Банки', 'Наличные']);
    expect(screen.getByTestId('picker-search')).toBe(document.activeElement);
    await user.click(screen.getByRole('tab', { name: 'Банки' }));
    expect(screen.getByRole('tab', { name: 'Банки' }).getAttribute('aria-selected')).toBe('true');
    expect(optionNames()).toEqual(['Сбербанк', 'Visa/Mastercard USD']);
    // ← and → move between tabs.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Наличные' }).getAttribute('aria-selected')).toBe('true');
    expect(optionNames()).toEqual(['Наличные RUB']);
  });

  it('searches by name in both languages and by code', async () => {
    const { user } = renderPicker();
    await user.click(screen.getByTestId('to-picker'));
    const search = screen.getByTestId('picker-search');
    await user.type(search, 'нал');
    expect(optionNames()).toEqual(['Наличные RUB']);
    await user.clear(search);
    await user.type(search, 'cash');
    expect(optionNames()).toEqual(['Наличные RUB']);
    await user.clear(search);
    await user.type(search, 'cardusd');
    expect(optionNames()).toEqual(['Visa/Mastercard USD']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Ничего не найдено')).toBeTruthy();
  });

  it('is used with the keyboard: arrows skip unavailable entries, Enter picks, focus returns', async () => {
    const { user, onSelect } = renderPicker({ allowedIds: [1, 9, 18], selectedId: 1 });
    const trigger = screen.getByTestId('to-picker');
    await user.click(trigger);
    const search = screen.getByTestId('picker-search');
    const active = () =>
      document.getElementById(search.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toContain('Bitcoin');
    // USDT is not offered here: shown, marked unavailable, skipped.
    expect(screen.getByTestId('picker-option-USDTTRC20').getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(active()).toContain('Сбербанк');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toContain('Наличные RUB');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(9);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('does not pick an unavailable entry and closes on Escape', async () => {
    const { user, onSelect } = renderPicker({ allowedIds: [9] });
    await user.click(screen.getByTestId('to-picker'));
    await user.click(screen.getByTestId('picker-option-BTC'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('picks the allowed network of a grouped entry', async () => {
    const { user, onSelect } = renderPicker({ allowedIds: [4, 9] });
    await user.click(screen.getByTestId('to-picker'));
    await user.click(screen.getByTestId('picker-option-USDTTRC20'));
    expect(onSelect).toHaveBeenCalledWith(4);
  });

  it('speaks English on the English site', async () => {
    const { user } = renderPicker({}, 'en');
    await user.click(screen.getByTestId('to-picker'));
    expect(screen.getByRole('dialog', { name: 'What you receive' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Crypto',
      'Banks',
      'Cash',
    ]);
    expect(screen.getByPlaceholderText('Search by name or code')).toBeTruthy();
  });
});
