import { describe, expect, it } from 'vitest';
import { ENTRIES_EN, ENTRIES_RU } from '@/test/fixtures/calculator';
import { codeOf, filterEntries, matchesSearch, networkOptions, pickerTabs } from './entries';

const names = (list: { name: string }[]) => list.map((e) => e.name);
const otherNames = new Map(ENTRIES_EN.flatMap((e) => e.ids.map((id) => [id, e.name] as const)));

describe('picker entries', () => {
  it('offers "all" and only the tabs that have entries', () => {
    expect(pickerTabs(ENTRIES_RU)).toEqual(['all', 'crypto', 'bank', 'epay', 'cash']);
    expect(pickerTabs(ENTRIES_RU.filter((e) => e.filter.includes('crypto')))).toEqual(['all', 'crypto']);
  });

  it('filters by tab and searches by name in both languages and by code', () => {
    expect(names(filterEntries(ENTRIES_RU, 'bank', ''))).toEqual(['Сбербанк', 'Visa/Mastercard USD']);
    expect(names(filterEntries(ENTRIES_RU, 'all', 'сбер'))).toEqual(['Сбербанк']);
    expect(names(filterEntries(ENTRIES_RU, 'all', 'sberbank', otherNames))).toEqual(['Сбербанк']);
    expect(names(filterEntries(ENTRIES_RU, 'all', 'bitcoin'))).toEqual(['Bitcoin']);
    expect(names(filterEntries(ENTRIES_RU, 'all', 'trc20'))).toEqual(['USDT']);
    expect(names(filterEntries(ENTRIES_RU, 'cash', 'usdt'))).toEqual([]);
    expect(matchesSearch(ENTRIES_RU[4]!, 'наличн')).toBe(true);
  });

  it('finds a coin by its common names too, before the other language is loaded', () => {
    for (const query of ['tether', 'Tether', 'usdt', 'тезер', 'ТЕЗ'])
      expect(names(filterEntries(ENTRIES_RU, 'all', query)), query).toEqual(['USDT']);
    expect(names(filterEntries(ENTRIES_RU, 'all', 'sberbank'))).toEqual(['Сбербанк']);
    expect(names(filterEntries(ENTRIES_RU, 'all', 'наличка'))).toEqual(
      names(ENTRIES_RU.filter((e) => e.filter.includes('cash'))),
    );
    expect(names(filterEntries(ENTRIES_RU, 'all', 'tetherx'))).toEqual([]);
  });

  it('labels the networks of a grouped entry', () => {
    const usdt = ENTRIES_RU[1]!;
    expect(networkOptions(usdt)).toEqual([
      { id: 3, code: 'USDTTRC20', label: 'TRC20' },
      { id: 4, code: 'USDTERC20', label: 'ERC20' },
    ]);
    expect(codeOf(usdt, 4)).toBe('USDTERC20');
  });
});
