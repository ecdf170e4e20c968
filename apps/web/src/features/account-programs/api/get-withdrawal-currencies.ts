import { ZWithdrawalCurrencyList, type TLocale, type TWithdrawalCurrency } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/v1/users/me/refferal/currencies/`: what a withdrawal can be paid in, with its inputs. */
export async function getWithdrawalCurrencies(locale: TLocale): Promise<TWithdrawalCurrency[]> {
  return ZWithdrawalCurrencyList.parse(await apiFetch('/api/v1/users/me/refferal/currencies/', { locale }));
}

export function withdrawalCurrenciesQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: ['me', 'referral', 'currencies', locale] as const,
    queryFn: () => getWithdrawalCurrencies(locale),
    staleTime: 5 * 60_000,
  });
}

export function useWithdrawalCurrencies(locale: TLocale, enabled = true) {
  return useQuery({ ...withdrawalCurrenciesQueryOptions(locale), enabled });
}
