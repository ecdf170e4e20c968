/**
 * Every failure becomes the one error body (docs/architecture.md#errors) in the request's language. Statuses come from
 * one table keyed by error code; a 5xx is only ever our fault, never the client's input.
 */
import type { TErrorBody, TErrorCode } from '@exchanger/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { isDatabaseUnavailable, isNumericOverflow } from '../db/errors.js';
import { AppError } from '../lib/app-error.js';
import { translate, type TMessageKey } from '../i18n/messages.js';
import { localeOf } from './locale.js';
import { fieldsFromZod } from './validation.js';

export const STATUS_OF: Record<TErrorCode, number> = {
  validation_error: 400,
  parse_error: 400,
  not_authenticated: 401,
  token_not_valid: 401,
  permission_denied: 403,
  own_record: 403,
  otp_required: 401,
  otp_enrolment_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  idempotency_conflict: 409,
  idempotency_in_progress: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  claims_rate_limited: 429,
  open_claims_cap: 409,
  reserve_share_cap: 409,
  service_unavailable: 503,
  internal_error: 500,
};

const CODE_OF_STATUS: Partial<Record<number, TErrorCode>> = {
  400: 'parse_error',
  401: 'not_authenticated',
  403: 'permission_denied',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: TErrorCode,
  detail: string,
  fields?: Record<string, string[]>,
): FastifyReply {
  const body: TErrorBody = { code, detail, requestId: request.id, ...(fields ? { fields } : {}) };
  return reply.code(STATUS_OF[code]).type('application/json; charset=utf-8').send(body);
}

function fromFastifyError(
  error: FastifyError,
): { code: TErrorCode; key: TMessageKey; params?: Record<string, string> } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: 'parse_error', key: 'parse_error' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'validation_error', key: 'body_required' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return { code: 'payload_too_large', key: 'payload_too_large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'unsupported_media_type', key: 'unsupported_media_type', params: { type: '?' } };
    default:
      break;
  }
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) {
    const code = CODE_OF_STATUS[status] ?? 'parse_error';
    return { code, key: code };
  }
  return null;
}

/**
 * Fastify `frameworkErrors`: what the router refuses before any route runs (a malformed %-escape,
 * a path part longer than `maxParamLength`) gets the error body too. No hook has run yet, so the
 * language and the echoed request id are set here.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.locale = localeOf(request);
  void reply.header('x-request-id', request.id);
  const isUrl = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  if (isUrl) request.log.info({ err: error }, 'request refused');
  else request.log.error({ err: error }, 'unhandled error');
  void sendError(
    request,
    reply,
    isUrl ? 'parse_error' : 'internal_error',
    translate(isUrl ? 'url_malformed' : 'internal_error', request.locale),
  );
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      const fields = error.fields
        ? Object.fromEntries(
            Object.entries(error.fields).map(([name, keys]) => [
              name,
              keys.map((k) => translate(k, locale, error.params)),
            ]),
          )
        : undefined;
      // A refusal that lasts a known time says when to come back (RFC 9110, 10.2.3).
      if (error.retryAfterSeconds !== undefined)
        void reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return sendError(request, reply, error.code, translate(error.messageKey, locale, error.params), fields);
    }
    if (error instanceof ZodError) {
      const root = (error as ZodError & { validationContext?: string }).validationContext ?? 'body';
      return sendError(
        request,
        reply,
        'validation_error',
        translate('validation_error', locale),
        fieldsFromZod(error, locale, root),
      );
    }
    const known = fromFastifyError(error);
    if (known) {
      const params =
        known.code === 'unsupported_media_type'
          ? { type: request.headers['content-type'] ?? '—' }
          : known.params;
      request.log.info({ err: error }, 'request refused');
      return sendError(request, reply, known.code, translate(known.key, locale, params));
    }
    if (isDatabaseUnavailable(error)) {
      // A database restart or network cut: nothing was decided; the client may try again.
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', '5');
      return sendError(request, reply, 'service_unavailable', translate('service_unavailable', locale));
    }
    if (isNumericOverflow(error)) {
      // A number the request made too large for its column: the transaction rolled back, so
      // nothing changed. Logged as a warning: a check before the database is missing.
      request.log.warn({ err: error }, 'numeric overflow');
      return sendError(request, reply, 'validation_error', translate('number_out_of_range', locale));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'internal_error', translate('internal_error', locale));
  });
}
