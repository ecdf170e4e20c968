import {
  ZAdminDirection,
  type TAdminDirection,
  type TAdminDirectionCreate,
  type TLocale,
} from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { catalogueKeys } from './keys';

/**
 * `POST /admin/api/catalogue/directions/` with the new direction's terms and a `reason`; a 409 when
 * the direction is in the catalogue already. A feed direction without a formula takes its course
 * from both currencies' dollar rates.
 */
export async function createDirection(
  body: TAdminDirectionCreate,
  locale: TLocale,
): Promise<TAdminDirection> {
  return ZAdminDirection.parse(
    await apiFetch('/admin/api/catalogue/directions/', { method: 'POST', body, locale }),
  );
}

/** The pages of directions (the new one takes its place in their order) and the audit log reload. */
export function useCreateDirection(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminDirectionCreate) => createDirection(body, locale),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.directions() });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}
