/** What the second factor's use cases are given (docs/decisions/022-two-factor.md). */
import type { TDb } from '../../../db/client.js';
import type { TAuditWriter } from '../../audit/index.js';
import type { TMailer } from '../../mail/index.js';
import type { TRateLimiter, TRateRule } from '../rate-limit.repo.js';
import type { TSecretBox } from '../secrets.js';
import type { TUsersRepo } from '../users.repo.js';
import type { TTwoFactorRepo } from './two-factor.repo.js';

export interface TTwoFactorDeps {
  db: TDb;
  repo: TTwoFactorRepo;
  users: Pick<TUsersRepo, 'findById' | 'findByEmail'>;
  box: TSecretBox;
  limiter: TRateLimiter;
  mailer: TMailer | null;
  audit: TAuditWriter;
  /** The issuer shown in the authenticator app (`SITE_NAME`). */
  siteName: string;
  log: { warn: (obj: object, msg: string) => void };
  now?: () => number;
}

/** A money action asks for a new code when the session's last one is older than this. */
export const STEP_UP_MS = 15 * 60_000;

/**
 * Code guesses per account: every wrong code checked (sign-in, confirmation, turning off, money
 * actions) counts — a right one gives its hit back — and past the limit the account answers 429
 * for the rest of the window.
 */
export const OTP_RATE_RULE: TRateRule = { name: 'otp:user', limit: 10, windowSeconds: 900 };
