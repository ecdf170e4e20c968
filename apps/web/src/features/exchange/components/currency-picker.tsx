/**
 * A currency picker: a button showing the chosen currency that opens a dialog with filter tabs
 * (only tabs that have entries), a search box (name in both languages, code) and the list of
 * currencies as a listbox. Keyboard: ↑/↓/Home/End move through the enabled options from the
 * search box, Enter picks, ←/→ switch tabs, Escape closes. Entries that cannot be chosen for this
 * side now are shown disabled.
 */
import type { TCalculatorEntry } from '@exchanger/core';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Modal } from '@/components/ui';
import { useT, type TMessageKey } from '@/lib/i18n';
import { codeOf, filterEntries, pickerTabs, type TPickerTab } from '../utils/entries';
import { CurrencyLogo } from './currency-logo';

const TAB_LABEL: Record<TPickerTab, TMessageKey> = {
  all: 'picker.tab.all',
  crypto: 'picker.tab.crypto',
  bank: 'picker.tab.bank',
  epay: 'picker.tab.epay',
  cash: 'picker.tab.cash',
};

export interface TCurrencyPickerProps {
  side: 'from' | 'to';
  /** The entries shown for this side. */
  entries: readonly TCalculatorEntry[];
  /** Ids that can be chosen now; null while unknown (all shown entries are enabled). */
  allowedIds: readonly number[] | null;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Names in the other language, by currency id, so a search in either language finds them. */
  otherNames?: ReadonlyMap<number, string>;
  /** Called when the dialog opens (e.g. to load the other language's names). */
  onOpen?: () => void;
  disabled?: boolean;
}

function isEnabled(entry: TCalculatorEntry, allowedIds: readonly number[] | null): boolean {
  return allowedIds === null || entry.ids.some((id) => allowedIds.includes(id));
}

/** The id to take when an entry is picked: the chosen one if in the group, else its first allowed id. */
export function idToPick(
  entry: TCalculatorEntry,
  allowedIds: readonly number[] | null,
  selectedId: number | null,
): number {
  if (selectedId !== null && entry.ids.includes(selectedId)) return selectedId;
  const allowed = entry.ids.find((id) => allowedIds === null || allowedIds.includes(id));
  return allowed ?? entry.ids[0] ?? 0;
}

export function CurrencyPicker({
  side,
  entries,
  allowedIds,
  selectedId,
  onSelect,
  otherNames,
  onOpen,
  disabled,
}: TCurrencyPickerProps) {
  const t = useT();
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<TPickerTab>('all');
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const selected = entries.find((entry) => selectedId !== null && entry.ids.includes(selectedId)) ?? null;
  const tabs = pickerTabs(entries);
  const visible = filterEntries(entries, tab, query, otherNames);
  const enabledIndexes = visible.flatMap((entry, index) => (isEnabled(entry, allowedIds) ? [index] : []));
  const active = enabledIndexes.includes(activeIndex) ? activeIndex : (enabledIndexes[0] ?? -1);

  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const testId = side === 'from' ? 'from-picker' : 'to-picker';

  const firstActive = (list: TCalculatorEntry[]) => {
    const chosen = list.findIndex((entry) => entry === selected && isEnabled(entry, allowedIds));
    if (chosen !== -1) return chosen;
    return Math.max(
      0,
      list.findIndex((entry) => isEnabled(entry, allowedIds)),
    );
  };

  const openPicker = () => {
    setTab('all');
    setQuery('');
    setActiveIndex(firstActive(filterEntries(entries, 'all', '', otherNames)));
    setOpen(true);
    onOpen?.();
  };

  const choose = (entry: TCalculatorEntry | undefined) => {
    if (!entry || !isEnabled(entry, allowedIds)) return;
    onSelect(idToPick(entry, allowedIds, selectedId));
    setOpen(false);
  };

  const changeTab = (next: TPickerTab) => {
    setTab(next);
    setActiveIndex(firstActive(filterEntries(entries, next, query, otherNames)));
  };

  const changeQuery = (next: string) => {
    setQuery(next);
    setActiveIndex(firstActive(filterEntries(entries, tab, next, otherNames)));
  };

  const move = (to: number) => {
    if (to < 0) return;
    setActiveIndex(to);
    const option = document.getElementById(optionId(to));
    // jsdom has no scrollIntoView.
    if (option && 'scrollIntoView' in option) option.scrollIntoView({ block: 'nearest' });
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const position = enabledIndexes.indexOf(active);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(enabledIndexes[Math.min(enabledIndexes.length - 1, position + 1)] ?? -1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(enabledIndexes[Math.max(0, position - 1)] ?? -1);
        break;
      case 'Home':
        if (event.ctrlKey || !query) {
          event.preventDefault();
          move(enabledIndexes[0] ?? -1);
        }
        break;
      case 'End':
        if (event.ctrlKey || !query) {
          event.preventDefault();
          move(enabledIndexes[enabledIndexes.length - 1] ?? -1);
        }
        break;
      case 'Enter':
        event.preventDefault();
        choose(visible[active]);
        break;
      default:
    }
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const nextIndex = (index + delta + tabs.length) % tabs.length;
    const next = tabs[nextIndex];
    if (next) {
      changeTab(next);
      tabRefs.current[nextIndex]?.focus();
    }
  };

  const title = side === 'from' ? t('picker.titleSend') : t('picker.titleReceive');
  const code = selected && selectedId !== null ? codeOf(selected, selectedId) : '';

  return (
    <>
      <button
        type="button"
        className="currency-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={selected ? `${title}: ${selected.name}` : title}
        data-testid={testId}
        data-code={code}
        disabled={disabled}
        onClick={openPicker}
      >
        <CurrencyLogo entry={selected} size={28} />
        <span className="currency-trigger__text">
          <span className="currency-trigger__name">{selected?.name ?? t('exchange.chooseCurrency')}</span>
          {code ? <span className="currency-trigger__code">{code}</span> : null}
        </span>
        <svg className="currency-trigger__chevron" viewBox="0 0 24 24" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        variant="sheet"
        initialFocus={searchRef}
        className="picker"
        testId={`${testId}-dialog`}
      >
        <div className="picker__head">
          {tabs.length > 2 ? (
            <div className="picker__tabs" role="tablist" aria-label={t('picker.tabs')}>
              {tabs.map((name, index) => (
                <button
                  key={name}
                  ref={(element) => {
                    tabRefs.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${name}`}
                  aria-selected={tab === name}
                  aria-controls={listId}
                  tabIndex={tab === name ? 0 : -1}
                  className="picker__tab"
                  data-testid={`picker-tab-${name}`}
                  onClick={() => changeTab(name)}
                  onKeyDown={(event) => onTabKeyDown(event, index)}
                >
                  {t(TAB_LABEL[name])}
                </button>
              ))}
            </div>
          ) : null}
          <div className="picker__search">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="m20 20-4.5-4.5M17 10.5a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <input
              ref={searchRef}
              type="search"
              role="combobox"
              aria-label={t('picker.search')}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              placeholder={t('picker.search')}
              autoComplete="off"
              spellCheck={false}
              value={query}
              data-testid="picker-search"
              onChange={(event) => changeQuery(event.target.value)}
              onKeyDown={onSearchKeyDown}
            />
          </div>
        </div>
        <ul id={listId} role="listbox" aria-label={title} className="picker__list">
          {visible.map((entry, index) => {
            const enabled = isEnabled(entry, allowedIds);
            const isSelected = entry === selected;
            return (
              <li
                key={entry.ids.join('-')}
                id={optionId(index)}
                role="option"
                aria-selected={isSelected}
                aria-disabled={!enabled || undefined}
                className={[
                  'picker__option',
                  index === active ? 'picker__option--active' : '',
                  isSelected ? 'picker__option--selected' : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                data-testid={`picker-option-${entry.currency[0] ?? entry.ids[0] ?? index}`}
                onClick={() => choose(entry)}
                onMouseMove={() => {
                  if (enabled && index !== active) setActiveIndex(index);
                }}
              >
                <CurrencyLogo entry={entry} size={32} />
                <span className="picker__option-text">
                  <span className="picker__option-name">{entry.name}</span>
                  <span className="picker__option-code">{entry.currency.join(' · ')}</span>
                </span>
                {enabled ? (
                  isSelected ? (
                    <svg className="picker__check" viewBox="0 0 24 24" aria-hidden="true">
                      <path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.2" />
                    </svg>
                  ) : null
                ) : (
                  <span className="picker__unavailable">{t('picker.unavailable')}</span>
                )}
              </li>
            );
          })}
        </ul>
        {visible.length === 0 ? (
          <p className="picker__empty" role="status">
            {t('picker.empty')}
          </p>
        ) : null}
      </Modal>
    </>
  );
}
