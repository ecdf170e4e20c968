import { useSearchParams } from 'react-router';
import { filtersToSearch, readPage } from '@/lib/list-filters';

/** A list whose status filter defaults to what waits for a decision (`all` in the address: every status). */
export function usePendingFirst<S extends string>(statuses: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  return {
    params,
    page: readPage(params),
    status: raw === 'all' ? null : (statuses.find((s) => s === raw) ?? statuses[0] ?? null),
    /** The address of a view: the default status is left out of it. */
    set: (next: { status: S | null; page: number; q?: string }) => {
      const inAddress = next.status === null ? 'all' : next.status === statuses[0] ? undefined : next.status;
      setParams(filtersToSearch({ status: inAddress, q: next.q }, next.page));
    },
  };
}
