import { ZAdminContent, type TAdminContent, type TLocale } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { contentKeys } from './keys';
import { contentQueryOptions } from './get-content';

/** `POST /admin/api/content/{id}/unpublish/`: the item leaves the site; its draft stays. */
export async function unpublishContent(id: number, locale: TLocale): Promise<TAdminContent> {
  return ZAdminContent.parse(
    await apiFetch(`/admin/api/content/${id}/unpublish/`, { method: 'POST', locale }),
  );
}

export function useUnpublishContent(id: number, locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unpublishContent(id, locale),
    onSuccess: (item) => {
      queryClient.setQueryData(contentQueryOptions(id, locale).queryKey, item);
      void queryClient.invalidateQueries({ queryKey: contentKeys.contentList() });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}
