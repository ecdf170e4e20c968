import {
  ZContactMessageCreated,
  type TContactMessageCreate,
  type TContactMessageCreated,
  type TLocale,
} from '@exchanger/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * `POST /api/v1/contacts/` → 201 `{ reference, createdAt }`; 400 names the refused fields in the
 * page's language, 429 when too many messages came from this address or e-mail.
 */
export async function sendContactMessage(
  body: TContactMessageCreate,
  locale: TLocale,
): Promise<TContactMessageCreated> {
  return ZContactMessageCreated.parse(await apiFetch('/api/v1/contacts/', { method: 'POST', body, locale }));
}

export function useSendContactMessage(locale: TLocale) {
  return useMutation({ mutationFn: (body: TContactMessageCreate) => sendContactMessage(body, locale) });
}
