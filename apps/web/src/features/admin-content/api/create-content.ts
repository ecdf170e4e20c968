import { ZAdminContent, type TAdminContent, type TAdminContentCreate, type TLocale } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { contentKeys } from './keys';
import { contentQueryOptions } from './get-content';

/** `POST /admin/api/content/`: a new draft (201). 400 `fields.slug` when the address is taken or invalid. */
export async function createContent(body: TAdminContentCreate, locale: TLocale): Promise<TAdminContent> {
  return ZAdminContent.parse(await apiFetch('/admin/api/content/', { method: 'POST', body, locale }));
}

/** The new item is cached for its editor; the list and the audit log reload. */
export function useCreateContent(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminContentCreate) => createContent(body, locale),
    onSuccess: (item) => {
      queryClient.setQueryData(contentQueryOptions(item.id, locale).queryKey, item);
      void queryClient.invalidateQueries({ queryKey: contentKeys.contentList() });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}
