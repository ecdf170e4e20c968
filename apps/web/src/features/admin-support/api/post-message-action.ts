import {
  ZAdminMessage,
  type TAdminMessage,
  type TAdminMessageActionBody,
  type TLocale,
} from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { supportKeys } from './keys';
import { messageQueryOptions } from './get-message';

/**
 * `POST /admin/api/messages/{id}/actions/` `{ action, reason }`: mark answered or close; 409 when
 * another operator changed its status first.
 */
export async function postMessageAction(
  id: number,
  body: TAdminMessageActionBody,
  locale: TLocale,
): Promise<TAdminMessage> {
  return ZAdminMessage.parse(
    await apiFetch(`/admin/api/messages/${id}/actions/`, { method: 'POST', body, locale }),
  );
}

export function useMessageAction(id: number, locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminMessageActionBody) => postMessageAction(id, body, locale),
    onSuccess: (message) => {
      queryClient.setQueryData(messageQueryOptions(id, locale).queryKey, message);
      // The list, the badge and the audit log.
      void queryClient.invalidateQueries({ queryKey: supportKeys.messages() });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}
