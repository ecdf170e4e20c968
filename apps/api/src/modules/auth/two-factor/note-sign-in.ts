/**
 * A member of staff signed in: the browser (a long-lived random cookie, kept hashed) and the
 * address are remembered together, and a pair not seen before e-mails them, so a stolen password
 * and code used elsewhere do not go unnoticed. Users are not tracked.
 */
import { hashOpaqueToken, newOpaqueToken } from '../secrets.js';
import type { TUserRow } from '../users.repo.js';
import type { TTwoFactorDeps } from './two-factor.deps.js';

/** What a device cookie looks like (`newOpaqueToken`): anything else is replaced. */
const DEVICE_TOKEN = /^[\w-]{43}$/;

export async function noteSignIn(
  deps: Pick<TTwoFactorDeps, 'repo' | 'mailer' | 'log' | 'now'>,
  user: Pick<TUserRow, 'id' | 'email' | 'role' | 'locale'>,
  client: { deviceToken?: string | undefined; ip: string; userAgent?: string | undefined },
): Promise<{ newDeviceToken: string | null }> {
  if (user.role === 'user') return { newDeviceToken: null };
  const known = client.deviceToken && DEVICE_TOKEN.test(client.deviceToken) ? client.deviceToken : null;
  const token = known ?? newOpaqueToken().token;
  const isNew = await deps.repo.knowDevice(user.id, hashOpaqueToken(token), client.ip);
  if (isNew && deps.mailer) {
    try {
      await deps.mailer.enqueue({
        to: user.email,
        locale: user.locale,
        template: 'new_sign_in',
        params: {
          at: new Date(deps.now?.() ?? Date.now()).toISOString(),
          ip: client.ip,
          userAgent: (client.userAgent ?? '').slice(0, 300),
        },
      });
    } catch (error) {
      deps.log.warn({ err: error }, 'could not queue the new sign-in e-mail');
    }
  }
  return { newDeviceToken: known ? null : token };
}
