import { ZCalculatorEntry, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_CURRENCY_OPTIONS_KEY } from '@/lib/admin-keys';

export interface TCurrencyOption {
  id: number;
  label: string;
}

const ZEntries = ZCalculatorEntry.array();

/**
 * The currencies for the direction filter, from the public `GET /api/v1/calculator/`: one option
 * per currency id, "Name (CODE)", in the order of the calculator.
 */
export async function getCurrencyOptions(locale: TLocale): Promise<TCurrencyOption[]> {
  const entries = ZEntries.parse(await apiFetch('/api/v1/calculator/', { locale }));
  return entries.flatMap((entry) =>
    entry.ids.map((id, i) => {
      const code = entry.currency[i] ?? entry.currency[0];
      return { id, label: code && code !== entry.name ? `${entry.name} (${code})` : entry.name };
    }),
  );
}

export function currencyOptionsQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: [...ADMIN_CURRENCY_OPTIONS_KEY, locale] as const,
    queryFn: () => getCurrencyOptions(locale),
    staleTime: 10 * 60_000,
  });
}

export function useCurrencyOptions(locale: TLocale) {
  return useQuery(currencyOptionsQueryOptions(locale));
}
