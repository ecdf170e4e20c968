/**
 * Creating the claim (docs/architecture.md#exchange-flow): sends it, then keeps what the server
 * refused — its field errors mapped back onto the inputs (until the user edits them) and the
 * `detail` of a refused claim, or a generic failure text, for the alert.
 */
import type { TClaimCreate, TClaimCreated, TLocale } from '@exchanger/core';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useCreateClaim } from '../api/create-claim';
import type { TMessage } from '../utils/messages';
import { mapServerFieldErrors } from '../utils/requisites';

/**
 * Refusals whose `detail` (in the page's language) tells the client what to do: bad input (400), a
 * cap on the claims one client may hold (409, with an exhausted reserve and the like) or the
 * creation limit (429, saying when to come back; docs/decisions/027-claim-rationing.md).
 */
const REFUSALS_TOLD = new Set([400, 403, 409, 429]);

export interface TClaimSubmission {
  /** The server's messages by input key (`amount.from`, `from.card`, `email`, `agree`…). */
  serverErrors: Readonly<Record<string, string>>;
  /** Forgets the server's message of these inputs (the user changed them). */
  clearServerError: (...keys: string[]) => void;
  /** The server's `detail` of a refused claim (400, 403, 409, 429) or a generic failure text. */
  alert: TMessage | string | null;
  isSubmitting: boolean;
  create: (body: TClaimCreate) => void;
}

export function useClaimSubmission(
  locale: TLocale,
  onCreated: (created: TClaimCreated) => void,
): TClaimSubmission {
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<TMessage | string | null>(null);
  const createClaim = useCreateClaim(locale);

  const clearServerError = (...keys: string[]) => {
    if (keys.some((key) => key in serverErrors)) {
      setServerErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))),
      );
    }
  };

  const create = (body: TClaimCreate) => {
    setAlert(null);
    setServerErrors({});
    createClaim.mutate(body, {
      onSuccess: (created) => onCreated(created),
      onError: (error) => {
        if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0) {
          setServerErrors(mapServerFieldErrors(error.fields));
          setAlert(error.detail);
          return;
        }
        if (isApiError(error) && error.code === 'idempotency_conflict') {
          // The same submission was sent before with another course: it may have made a claim.
          setAlert({ key: 'exchange.maybeCreated' });
          return;
        }
        if (isApiError(error) && REFUSALS_TOLD.has(error.status) && error.detail) {
          setAlert(error.detail);
          return;
        }
        console.warn('claim creation failed', error);
        setAlert({ key: 'exchange.createFailed' });
      },
    });
  };

  return { serverErrors, clearServerError, alert, isSubmitting: createClaim.isPending, create };
}
