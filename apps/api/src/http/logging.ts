/**
 * The server's log configuration: JSON lines with the request id, and nothing secret in them.
 * Headers that carry credentials are redacted, request bodies are never logged, and a failed
 * query's parameters (drizzle puts them in the error's message, stack and `params`: e-mails, card
 * numbers, password hashes) are cut out of every logged error (docs/decisions/016-metrics.md).
 */
import { stdSerializers, type SerializedError } from 'pino';

const PARAMS = /\nparams: .*/g;

function scrub(value: unknown, depth = 0): unknown {
  if (depth > 5 || typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of ['message', 'stack']) {
    if (typeof out[key] === 'string') out[key] = out[key].replace(PARAMS, '\nparams: [redacted]');
  }
  delete out.params;
  if ('cause' in out) out.cause = scrub(out.cause, depth + 1);
  return out;
}

/** pino's error serializer, without query parameters anywhere in the error or its causes. */
export function safeError(error: Error): SerializedError {
  return scrub(stdSerializers.err(error)) as SerializedError;
}

export function loggerOptions(level: string): {
  level: string;
  redact: string[];
  serializers: { err: typeof safeError };
} {
  return {
    level,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-api-key"]',
      'res.headers["set-cookie"]',
    ],
    serializers: { err: safeError },
  };
}
