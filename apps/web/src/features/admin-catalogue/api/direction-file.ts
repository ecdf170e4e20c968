import {
  ZAdminDirectionImportResult,
  type TAdminDirectionImport,
  type TAdminDirectionImportResult,
  type TLocale,
} from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiFetchBlob } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { catalogueKeys } from './keys';

/** `GET /admin/api/catalogue/directions/export/`: every direction as a CSV or JSON file. */
export async function getDirectionFile(format: 'csv' | 'json', locale: TLocale): Promise<Blob> {
  return apiFetchBlob('/admin/api/catalogue/directions/export/', { locale, query: { format } });
}

/**
 * `POST /admin/api/catalogue/directions/import/`: a file of directions, all saved or none (a 400
 * names each bad value as `rows.<row>.<column>`).
 */
export async function importDirections(
  body: TAdminDirectionImport,
  locale: TLocale,
): Promise<TAdminDirectionImportResult> {
  return ZAdminDirectionImportResult.parse(
    await apiFetch('/admin/api/catalogue/directions/import/', { method: 'POST', body, locale }),
  );
}

/** The list and the audit log reload after a file is loaded. */
export function useImportDirections(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminDirectionImport) => importDirections(body, locale),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.directions() });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}
