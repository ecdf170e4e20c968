import { ZWithdrawalCurrencyList, type TLocale, type TWithdrawalCurrency } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * `GET /api/v1/users/me/refferal/currencies/`: what the exchanger pays out in, with each currency's
 * receive-side inputs. Shops are paid out in the same currencies as referral withdrawals.
 */
export async function getPayoutCurrencies(locale: TLocale): Promise<TWithdrawalCurrency[]> {
  return ZWithdrawalCurrencyList.parse(await apiFetch('/api/v1/users/me/refferal/currencies/', { locale }));
}

export function usePayoutCurrencies(locale: TLocale) {
  return useQuery(
    queryOptions({
      queryKey: ['me', 'shop', 'payout-currencies', locale] as const,
      queryFn: () => getPayoutCurrencies(locale),
      staleTime: 5 * 60_000,
    }),
  );
}
