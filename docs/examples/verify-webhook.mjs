// Verifying an exchanger webhook (docs/merchant-api.md): Node.js, no dependencies.
//
//   const ok = verifyWebhook(process.env.WEBHOOK_SECRET, req.headers['x-signature'], rawBody);
//
// `rawBody` must be the request body exactly as received (a string or a Buffer), before any JSON
// parsing: the signature covers those bytes.
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * True when `header` (`t=<unix seconds>,v1=<hex>`) is the HMAC-SHA256 of `<t>.<rawBody>` with
 * `secret`, and `t` is within `toleranceSeconds` of `now` (an old message replayed is refused).
 */
export function verifyWebhook(secret, header, rawBody, { toleranceSeconds = 300, now = Date.now() } = {}) {
  if (typeof header !== 'string') return false;
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || typeof parts.v1 !== 'string' || !/^[0-9a-f]{64}$/.test(parts.v1)) return false;
  if (Math.abs(now / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}
