import { ZVerificationState, type TLocale, type TVerificationState } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { verificationKeys } from './get-verification';

/**
 * `POST /api/v1/claim/{id}/verification/`: uploads a photo of the card (multipart, field `photo`).
 * The server checks the file's first bytes: 400 names the field (`fields.photo`), 413 is a file over
 * 5 MB, 409 a claim that needs no verification, is closed or already has 5 files.
 */
export async function uploadCardPhoto(id: string, photo: File, locale: TLocale): Promise<TVerificationState> {
  const body = new FormData();
  body.append('photo', photo, photo.name);
  return ZVerificationState.parse(
    await apiFetch(`/api/v1/claim/${encodeURIComponent(id)}/verification/`, {
      method: 'POST',
      body,
      locale,
    }),
  );
}

/** Takes the answer as the new state, and reloads the state afterwards whatever the answer. */
export function useUploadCardPhoto(id: string, locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: File) => uploadCardPhoto(id, photo, locale),
    onSuccess: (state) => queryClient.setQueryData(verificationKeys.state(id), state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.state(id) }),
  });
}
