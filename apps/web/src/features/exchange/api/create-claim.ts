import type { TClaimCreate, TClaimCreated, TLocale } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { useSubmissionKey } from '@/lib/submission-key';

/**
 * `POST /api/v1/claim/`: creates the claim (400 names every invalid field, 409 is a conflict such
 * as an exhausted reserve or a stale course, or `idempotency_in_progress` while the same
 * submission still runs). With `idempotencyKey`, a retry of a submission whose answer was lost
 * gets the claim it made (docs/decisions/028).
 */
export async function createClaim(
  body: TClaimCreate,
  locale: TLocale,
  idempotencyKey?: string,
): Promise<TClaimCreated> {
  return parseAnswer(
    (s) => s.ZClaimCreated,
    apiFetch('/api/v1/claim/', {
      method: 'POST',
      body,
      locale,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    }),
  );
}

/**
 * One key per submission: the same while the same claim is sent again, a new one once the form
 * changes or a claim is made. The receive amount follows the course, not the user, so it is left
 * out of what "the same" means: a retry after the course moved is refused
 * (`idempotency_conflict`) rather than made twice, and the next press is a new submission. After
 * a claim (or a refusal) the course and reserves may have moved: the calculator reloads them.
 */
export function useCreateClaim(locale: TLocale) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: TClaimCreate) => {
      const { toSumma: _derived, ...typed } = body;
      return createClaim(body, locale, submission.keyFor(typed));
    },
    onSuccess: () => submission.forget(),
    onError: (error) => {
      if (isApiError(error) && error.code === 'idempotency_conflict') submission.forget();
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['calculator', 'pair'] }),
        queryClient.invalidateQueries({ queryKey: ['calculator', 'reserves'] }),
      ]),
  });
}
