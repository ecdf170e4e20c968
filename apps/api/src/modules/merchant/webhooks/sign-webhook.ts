import { createHmac } from 'node:crypto';

/**
 * `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` keyed with the shop's
 * webhook secret, so a receiver can check both who sent a delivery and that it is not an old one
 * replayed (docs/merchant-api.md).
 */
export function signWebhook(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}
