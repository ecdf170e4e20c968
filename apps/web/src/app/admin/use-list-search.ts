import { useSearchParams } from 'react-router';
import { filtersToSearch, readFilters, readPage, type TParamRule } from '@/lib/list-filters';

/** A back-office list's page and filters, kept in the address (a reload shows the same list). */
export function useListSearch<K extends string>(rules: Record<K, TParamRule>) {
  const [params, setParams] = useSearchParams();
  return {
    page: readPage(params),
    filters: readFilters(params, rules),
    onChange: (next: { page: number; filters: Partial<Record<K, string>> }) =>
      setParams(filtersToSearch(next.filters, next.page)),
  };
}
