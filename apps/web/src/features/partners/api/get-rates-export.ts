import { ZRatesExportJson, type TRatesExportJson } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const RATES_EXPORT_PATHS = { xml: '/export/rates.xml', json: '/export/rates.json' } as const;

/** `GET /export/rates.json`: what monitors read right now (the same items as the XML). */
export async function getRatesExport(): Promise<TRatesExportJson> {
  return ZRatesExportJson.parse(await apiFetch(RATES_EXPORT_PATHS.json));
}

export function ratesExportQueryOptions() {
  return queryOptions({
    queryKey: ['export', 'rates'] as const,
    queryFn: getRatesExport,
    staleTime: 30_000,
  });
}

export function useRatesExport() {
  return useQuery(ratesExportQueryOptions());
}
