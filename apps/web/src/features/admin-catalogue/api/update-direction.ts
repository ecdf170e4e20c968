import {
  ZAdminDirection,
  type TAdminDirection,
  type TAdminDirectionPage,
  type TAdminDirectionUpdate,
  type TLocale,
} from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { catalogueKeys } from './keys';

/**
 * `PATCH /admin/api/catalogue/directions/{id}/` with the changed terms only and a `reason`; a limit
 * is cleared with null. The calculator serves the new terms at once.
 */
export async function updateDirection(
  id: number,
  body: TAdminDirectionUpdate,
  locale: TLocale,
): Promise<TAdminDirection> {
  return ZAdminDirection.parse(
    await apiFetch(`/admin/api/catalogue/directions/${id}/`, { method: 'PATCH', body, locale }),
  );
}

/** The answer replaces the direction in the pages shown; the pages and the audit log reload. */
export function useUpdateDirection(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAdminDirectionUpdate }) =>
      updateDirection(id, body, locale),
    onSuccess: (direction) => {
      queryClient.setQueriesData<TAdminDirectionPage>({ queryKey: catalogueKeys.directions() }, (page) =>
        page ? { ...page, results: page.results.map((d) => (d.id === direction.id ? direction : d)) } : page,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.directions() });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}
