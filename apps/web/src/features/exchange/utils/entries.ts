/** The currency pickers' view of the calculator entries: tabs, search, networks of a grouped entry. */
import { currencyAliases, FILTER_TABS, type TCalculatorEntry, type TFilterTab } from '@exchanger/core';

export type TPickerTab = 'all' | TFilterTab;

/** "All" plus the tabs that have at least one of the given entries, in the catalogue's order. */
export function pickerTabs(entries: readonly TCalculatorEntry[]): TPickerTab[] {
  return ['all', ...FILTER_TABS.filter((tab) => entries.some((entry) => entry.filter.includes(tab)))];
}

function normalize(text: string): string {
  return text
    .toLocaleLowerCase('ru')
    .replace(/ё/g, 'е')
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/**
 * Whether an entry matches the search text: by its name (in the page's language and, when known,
 * the other one), by any of its currency codes and by the common names of those codes ("tether",
 * "тезер" for USDT: `currencyAliases` in core).
 */
export function matchesSearch(entry: TCalculatorEntry, query: string, otherName?: string): boolean {
  const needle = normalize(query);
  if (!needle) return true;
  const compact = needle.replace(/ /g, '');
  const aliases = entry.currency.flatMap((code) => currencyAliases(code));
  const names = [entry.name, otherName ?? '', ...aliases].map(normalize);
  if (names.some((name) => name.includes(needle) || name.replace(/ /g, '').includes(compact))) return true;
  return entry.currency.some((code) => normalize(code).includes(compact));
}

export function filterEntries(
  entries: readonly TCalculatorEntry[],
  tab: TPickerTab,
  query: string,
  otherNames?: ReadonlyMap<number, string>,
): TCalculatorEntry[] {
  return entries.filter(
    (entry) =>
      (tab === 'all' || entry.filter.includes(tab)) &&
      matchesSearch(entry, query, entry.ids[0] === undefined ? undefined : otherNames?.get(entry.ids[0])),
  );
}

export function findEntry(entries: readonly TCalculatorEntry[], id: number | null): TCalculatorEntry | null {
  if (id === null) return null;
  return entries.find((entry) => entry.ids.includes(id)) ?? null;
}

/** The code of a currency id inside its entry (`ids` and `currency` are parallel lists). */
export function codeOf(entry: TCalculatorEntry, id: number): string {
  return entry.currency[entry.ids.indexOf(id)] ?? entry.currency[0] ?? String(id);
}

const NETWORK_SUFFIXES = ['TRC20', 'ERC20', 'BEP20', 'BEP2', 'SPL', 'SOL', 'TON', 'POLYGON', 'ARB', 'OP'];

export interface TNetworkOption {
  id: number;
  code: string;
  label: string;
}

/** The networks of a grouped entry ("USDT" on TRC20 and ERC20), labelled by the network part of the code. */
export function networkOptions(entry: TCalculatorEntry): TNetworkOption[] {
  const codes = entry.ids.map((id) => codeOf(entry, id));
  let prefix = codes[0] ?? '';
  for (const code of codes) while (!code.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return entry.ids.map((id, index) => {
    const code = codes[index] ?? String(id);
    const known = NETWORK_SUFFIXES.find((suffix) => code.endsWith(suffix) && code !== suffix);
    const label = known ?? (code.slice(prefix.length) || code);
    return { id, code, label };
  });
}
