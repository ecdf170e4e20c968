import { isIP } from 'node:net';
import type { TWebhookDelivery } from '../webhooks.repo.js';
import { isPrivateAddress } from './private-address.js';
import { signWebhook } from './sign-webhook.js';

/** A receiver has this long to answer. */
const TIMEOUT_MS = 10_000;

export interface TWebhookPostDeps {
  /** Refuse URLs that resolve to private addresses (true when the site runs on https). */
  blockPrivate: boolean;
  post: typeof fetch;
  /** The addresses a host name resolves to. */
  resolve: (host: string) => Promise<string[]>;
  now: () => Date;
}

/** What one attempt came to: `error` null when delivered; `final` when it must not be retried. */
export interface TAttemptResult {
  statusCode: number | null;
  error: string | null;
  final: boolean;
  durationMs: number;
}

/**
 * Why this URL may not be called, or null. When the site runs on https (production), a URL that
 * resolves to a loopback, private or link-local address is refused: the exchanger must not be made
 * to call its own network.
 */
async function refusal(deps: TWebhookPostDeps, url: string): Promise<string | null> {
  if (!deps.blockPrivate) return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await deps.resolve(host);
  return addresses.some(isPrivateAddress) ? 'the address is in a private network' : null;
}

/**
 * Posts one delivery to `url`, signed with `secret`: its JSON body with the delivery's id, no
 * redirects followed. A 2xx answer within the time delivers it; anything else is an error.
 */
export async function postWebhook(
  deps: TWebhookPostDeps,
  url: string,
  secret: string,
  delivery: TWebhookDelivery,
): Promise<TAttemptResult> {
  const started = Date.now();
  try {
    const refused = await refusal(deps, url);
    if (refused) return { statusCode: null, error: refused, final: true, durationMs: 0 };
    const body = JSON.stringify({ id: delivery.id, ...delivery.payload });
    const res = await deps.post(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'exchanger-webhooks/1',
        'x-webhook-event': delivery.event,
        'x-webhook-id': String(delivery.id),
        'x-signature': signWebhook(secret, body, deps.now()),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    const ok = res.status >= 200 && res.status < 300;
    return {
      statusCode: res.status,
      error: ok ? null : `answered ${res.status}`,
      final: false,
      durationMs: Date.now() - started,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      statusCode: null,
      error: message.slice(0, 500),
      final: false,
      durationMs: Date.now() - started,
    };
  }
}
