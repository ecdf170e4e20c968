import { ZAdminContent, type TAdminContent, type TLocale } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { contentKeys } from './keys';
import { contentQueryOptions } from './get-content';

/**
 * `POST /admin/api/content/{id}/publish/`: the saved draft goes live. 400 `content_incomplete`
 * with `fields` such as `draft.en.body` when a language lacks its title or text.
 */
export async function publishContent(id: number, locale: TLocale): Promise<TAdminContent> {
  return ZAdminContent.parse(await apiFetch(`/admin/api/content/${id}/publish/`, { method: 'POST', locale }));
}

export function usePublishContent(id: number, locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishContent(id, locale),
    onSuccess: (item) => {
      queryClient.setQueryData(contentQueryOptions(id, locale).queryKey, item);
      void queryClient.invalidateQueries({ queryKey: contentKeys.contentList() });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}
