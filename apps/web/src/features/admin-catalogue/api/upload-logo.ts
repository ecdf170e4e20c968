import { ZAdminLogoUpload, type TAdminLogoUpload, type TLocale } from '@exchanger/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * `POST /admin/api/catalogue/logos/` (multipart, field `file`): the server checks the image by its
 * content and answers the reference a currency takes, and the image's address.
 */
export async function uploadLogo(file: Blob, locale: TLocale): Promise<TAdminLogoUpload> {
  const body = new FormData();
  body.append('file', file);
  return ZAdminLogoUpload.parse(
    await apiFetch('/admin/api/catalogue/logos/', { method: 'POST', body, locale }),
  );
}

/** Nothing to reload: an uploaded logo changes nothing until a currency is saved with it. */
export function useUploadLogo(locale: TLocale) {
  return useMutation({ mutationFn: (file: Blob) => uploadLogo(file, locale) });
}
