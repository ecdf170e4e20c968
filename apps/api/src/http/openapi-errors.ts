/**
 * The error answers of the API document (docs/api.md#errors): one body for all of them
 * (`ErrorBody`), a description per status, and which of them an operation can give.
 */
import { EXTRA_ERRORS } from './operation-errors.js';

export type TErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

const ERROR_BODY = { $ref: '#/components/schemas/ErrorBody' };

const DESCRIPTION: Record<TErrorStatus, string> = {
  400: 'A malformed request or a bad value (`validation_error`): `fields` names each bad value, in the request’s language. Nothing was changed.',
  401: 'No credentials (`not_authenticated`), or an expired or invalid access token or key (`token_not_valid`, `api_key_invalid`): refresh the access token and retry once. A money action of staff may ask for a fresh second-factor code (`otp_required`).',
  403: 'Not allowed for these credentials (`permission_denied`, `admin_only`, `own_record`, a shop not approved yet).',
  404: 'Nothing with this id (`not_found`).',
  409: 'The state does not allow it (`conflict`): it changed meanwhile (another operator acted first), a limit of open claims or of a reserve share was reached, or an `Idempotency-Key` was reused with another body.',
  413: 'The body is larger than the limit (`payload_too_large`): 1 MiB; a verification photo 5 MiB, a logo 256 KiB.',
  429: 'Too many attempts (`rate_limited`, `claims_rate_limited`): wait the seconds `Retry-After` says.',
};

const RETRY_AFTER = {
  'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds to wait before trying again.' },
};

interface TOperationFacts {
  key: string;
  secured: boolean;
  staffOrMerchant: boolean;
  hasPathParams: boolean;
  hasBody: boolean;
}

/** The error statuses `operation` documents, in order. */
export function errorStatusesOf(operation: TOperationFacts): TErrorStatus[] {
  const statuses = new Set<TErrorStatus>([400]);
  if (operation.secured) statuses.add(401);
  if (operation.staffOrMerchant) statuses.add(403);
  if (operation.hasPathParams) statuses.add(404);
  if (operation.hasBody) statuses.add(413);
  for (const status of EXTRA_ERRORS[operation.key] ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** The response schema of `status` for a route's `schema.response` (read by @fastify/swagger). */
export function errorResponse(status: TErrorStatus): Record<string, unknown> {
  return {
    description: DESCRIPTION[status],
    ...(status === 429 ? { headers: RETRY_AFTER } : {}),
    ...ERROR_BODY,
  };
}
