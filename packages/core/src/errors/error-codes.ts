/**
 * Error codes of the API (docs/architecture.md#errors). The server maps each to an HTTP status; clients branch on
 * the code, never on the human text, which follows the request's locale.
 */
export const ERROR_CODES = [
  /** Invalid input: `fields` names every offending field. 400. */
  'validation_error',
  /** The body is not valid JSON or not the declared content type. 400. */
  'parse_error',
  /** No credentials on a protected call. 401. */
  'not_authenticated',
  /** The access token is expired or malformed: refresh and retry once. 401. */
  'token_not_valid',
  /** Authenticated but not allowed. 403. */
  'permission_denied',
  /**
   * A member of staff acting on their own record: a claim they made or that credits them as
   * referrer, their shop, their withdrawal, their own proposal. Reading it is allowed; the attempt
   * is audited. 403.
   */
  'own_record',
  /**
   * The account has a second factor and this call needs a code: a sign-in without a valid `otp`,
   * or a money action whose last code is more than 15 minutes old. 401.
   */
  'otp_required',
  /** A member of staff without a second factor: enrol first (`/api/v1/users/me/2fa/`). 403. */
  'otp_enrolment_required',
  /** No such resource or path. 404. */
  'not_found',
  /** The method is not allowed on this path. 405. */
  'method_not_allowed',
  /** The request conflicts with the current state (reserve exhausted, stale rate, wrong status). 409. */
  'conflict',
  /**
   * An `Idempotency-Key` already used for this operation with another body: a new request needs a
   * new key (docs/decisions/028). 409.
   */
  'idempotency_conflict',
  /**
   * The first request of this `Idempotency-Key` is still running: retry after `Retry-After` to get
   * its answer (docs/decisions/028). 409.
   */
  'idempotency_in_progress',
  /** The body is too large. 413. */
  'payload_too_large',
  /** The content type is not accepted. 415. */
  'unsupported_media_type',
  /** Too many requests. 429. */
  'rate_limited',
  /**
   * Too many claims created from this address, e-mail or account lately; `Retry-After` says when
   * to try again (docs/decisions/027-claim-rationing.md). 429.
   */
  'claims_rate_limited',
  /** This address, e-mail or account already has as many unpaid claims as allowed. 409. */
  'open_claims_cap',
  /** The claim would take this address, e-mail or account past its share of the reserve. 409. */
  'reserve_share_cap',
  /** The service cannot answer now (database down, maintenance). 503. */
  'service_unavailable',
  /** A bug or an outage on our side. 500. */
  'internal_error',
] as const;

export type TErrorCode = (typeof ERROR_CODES)[number];
