import { ZAdminContent, type TAdminContent, type TAdminContentUpdate, type TLocale } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { contentKeys } from './keys';
import { contentQueryOptions } from './get-content';

/**
 * `PATCH /admin/api/content/{id}/` with `{ slug?, groupKey?, sort?, draft? }`: the item with its
 * new preview. The published copy stays as it was until the next publish.
 */
export async function updateContent(
  id: number,
  body: TAdminContentUpdate,
  locale: TLocale,
): Promise<TAdminContent> {
  return ZAdminContent.parse(await apiFetch(`/admin/api/content/${id}/`, { method: 'PATCH', body, locale }));
}

/** The answer replaces the item (its preview refreshes); the list and the audit log reload. */
export function useUpdateContent(id: number, locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminContentUpdate) => updateContent(id, body, locale),
    onSuccess: (item) => {
      queryClient.setQueryData(contentQueryOptions(id, locale).queryKey, item);
      void queryClient.invalidateQueries({ queryKey: contentKeys.contentList() });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}
