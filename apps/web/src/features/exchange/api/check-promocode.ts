import { normalizePromocode, PROMOCODE_PATTERN, type TLocale, type TPromocodeCheck } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** How long typing must pause before a code is checked (the check is rate-limited per address). */
export const PROMOCODE_CHECK_DELAY_MS = 400;

/**
 * `GET /api/v1/promocodes/{code}/`: the code's course improvement, or null when the server does
 * not know it (404) — an answer, not an error. Other failures (429, network) are errors.
 */
export async function checkPromocode(code: string, locale: TLocale): Promise<TPromocodeCheck | null> {
  try {
    return await parseAnswer(
      (s) => s.ZPromocodeCheck,
      apiFetch(`/api/v1/promocodes/${encodeURIComponent(code)}/`, { locale }),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function promocodeCheckQueryOptions(code: string, locale: TLocale) {
  return queryOptions({
    queryKey: ['promocode', code, locale] as const,
    queryFn: () => checkPromocode(code, locale),
    staleTime: 60_000,
    retry: false,
  });
}

export type TPromocodeCheckState =
  | { state: 'empty' }
  | { state: 'checking' }
  | { state: 'valid'; percent: string }
  | { state: 'unknown' }
  /** The check itself failed (rate limit, network): nothing is claimed either way. */
  | { state: 'failed' };

/** Checks what is typed in the promocode field once typing pauses. */
export function usePromocodeCheck(typed: string, locale: TLocale): TPromocodeCheckState {
  const code = normalizePromocode(typed);
  const settled = useDebouncedValue(code, PROMOCODE_CHECK_DELAY_MS);
  const wellFormed = PROMOCODE_PATTERN.test(settled);
  const query = useQuery({ ...promocodeCheckQueryOptions(settled, locale), enabled: wellFormed });
  if (code === '') return { state: 'empty' };
  if (settled !== code) return { state: 'checking' };
  if (!wellFormed) return { state: 'unknown' };
  if (query.isPending) return { state: 'checking' };
  if (query.isError) return { state: 'failed' };
  return query.data ? { state: 'valid', percent: query.data.percent } : { state: 'unknown' };
}
