import type { TWebhookFailure } from '@exchanger/core';
import { request } from 'undici';
import type { TWebhookDelivery } from '../webhooks.repo.js';
import { pointsInside } from './address-policy.js';
import { pinnedDispatcher, PrivateAddressError, type TResolve } from './pinned-dispatcher.js';
import { signWebhook } from './sign-webhook.js';

/** A receiver has this long to connect, and as long again to answer. */
const TIMEOUT_MS = 10_000;

export interface TWebhookPostDeps {
  /**
   * Lets webhooks reach loopback and private networks: off unless the operator turns it on
   * (`WEBHOOKS_ALLOW_PRIVATE`), as tests do for their receiver on 127.0.0.1.
   */
  allowPrivate: boolean;
  /** The addresses a host name resolves to; asked once per connection, by the connection. */
  resolve: TResolve;
  now: () => Date;
}

/**
 * What one attempt came to: `error` null when delivered; `final` when it must not be retried;
 * `durationMs` only when the receiver answered (0 otherwise, so failures tell no timings).
 */
export interface TAttemptResult {
  statusCode: number | null;
  error: TWebhookFailure | null;
  final: boolean;
  durationMs: number;
}

const REFUSED: TAttemptResult = { statusCode: null, error: 'private_address', final: true, durationMs: 0 };

const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

/** The failure a thrown error stands for: only its kind is kept, never its message. */
function failureOf(error: unknown): TWebhookFailure {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (e instanceof PrivateAddressError) return 'private_address';
    const code = (e as NodeJS.ErrnoException).code;
    if (e.name === 'TimeoutError' || (code !== undefined && TIMEOUT_CODES.has(code))) return 'timeout';
  }
  return 'connection_failed';
}

/**
 * Posts one delivery to `url`, signed with `secret`: its JSON body with the delivery's id. Only a
 * public address is connected to (unless `allowPrivate`): an address literal is checked here, a
 * name by the connection's own lookup, which pins it to what it checked. No redirect is followed:
 * a 3xx is a failed attempt. A 2xx answer within the time delivers it.
 */
export async function postWebhook(
  deps: TWebhookPostDeps,
  url: string,
  secret: string,
  delivery: TWebhookDelivery,
): Promise<TAttemptResult> {
  // An address literal never reaches the lookup below (nothing to resolve): it is judged here,
  // with the names that always mean this machine.
  if (!deps.allowPrivate && pointsInside(url)) return REFUSED;
  const dispatcher = pinnedDispatcher(deps.resolve, deps.allowPrivate, TIMEOUT_MS);
  const started = Date.now();
  try {
    const body = JSON.stringify({ id: delivery.id, ...delivery.payload });
    const res = await request(url, {
      dispatcher,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'exchanger-webhooks/1',
        'x-webhook-event': delivery.event,
        'x-webhook-id': String(delivery.id),
        'x-signature': signWebhook(secret, body, deps.now()),
      },
      body,
      signal: AbortSignal.timeout(2 * TIMEOUT_MS),
    });
    await res.body.dump();
    const status = res.statusCode;
    return {
      statusCode: status,
      error:
        status >= 200 && status < 300 ? null : status >= 300 && status < 400 ? 'redirect' : 'http_status',
      final: false,
      durationMs: Date.now() - started,
    };
  } catch (error) {
    const failure = failureOf(error);
    return failure === 'private_address'
      ? REFUSED
      : { statusCode: null, error: failure, final: false, durationMs: 0 };
  } finally {
    await dispatcher.destroy().catch(() => undefined);
  }
}
