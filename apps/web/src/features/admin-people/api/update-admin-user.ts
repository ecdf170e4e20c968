import { ZAdminUser, type TAdminUser, type TAdminUserUpdate, type TLocale } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { peopleKeys } from './keys';

/** `PATCH /admin/api/users/{id}/` with `{ role?, blocked?, reason }` (a role change is for admins). */
export async function updateAdminUser(
  id: number,
  body: TAdminUserUpdate,
  locale: TLocale,
): Promise<TAdminUser> {
  return ZAdminUser.parse(await apiFetch(`/admin/api/users/${id}/`, { method: 'PATCH', body, locale }));
}

/** The users list and the audit log reload. */
export function useUpdateAdminUser(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAdminUserUpdate }) => updateAdminUser(id, body, locale),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: peopleKeys.users() });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}
