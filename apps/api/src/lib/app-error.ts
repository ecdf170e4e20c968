import type { TErrorCode } from '@exchanger/core';
import type { TMessageKey } from '../i18n/messages.js';

/**
 * The one error type services throw. It carries a code (docs/architecture.md#errors) and a message key; the HTTP
 * layer maps the code to a status and the key to text in the request's language, so services
 * know nothing of HTTP or of the caller's locale.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly messageKey: TMessageKey;
  readonly params: Record<string, string | number>;
  /** Field name → message keys, for `validation_error`. */
  readonly fields: Record<string, TMessageKey[]> | undefined;
  /** When a refusal lasts a known time: the seconds after which the client may try again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: TErrorCode,
    messageKey: TMessageKey,
    options: {
      params?: Record<string, string | number>;
      fields?: Record<string, TMessageKey[]>;
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(messageKey, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.messageKey = messageKey;
    this.params = options.params ?? {};
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
