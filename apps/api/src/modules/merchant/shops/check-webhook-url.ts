import type { TFieldErrors } from '../../catalogue/index.js';
import type { TMerchantDeps } from '../deps.js';
import { pointsInside } from '../webhooks/address-policy.js';

/**
 * A shop's webhook URL, refused when it visibly points into a private network (an inside address
 * in any spelling, or `localhost`): a field error is added to `errors`. A host name is judged
 * again at every delivery, where its addresses are known (docs/decisions/029-webhook-ssrf.md).
 */
export function checkWebhookUrl(
  deps: Pick<TMerchantDeps, 'webhooksAllowPrivate'>,
  url: string | null,
  errors: TFieldErrors,
): void {
  if (url !== null && !deps.webhooksAllowPrivate && pointsInside(url)) {
    errors.webhookUrl = ['webhook_private_address'];
  }
}
