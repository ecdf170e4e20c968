/**
 * The first administrator, from the configuration (`ADMIN_EMAIL`, `ADMIN_PASSWORD`;
 * docs/architecture.md#accounts): created, or brought back to an active admin with that password,
 * at start-up and by `npm run admin`. Other operators are then appointed in the back office.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword, type TUsersRepo } from '../auth/index.js';

export async function ensureAdmin(
  deps: { users: Pick<TUsersRepo, 'findByEmail' | 'makeAdmin' | 'insertOrFail'> },
  admin: { email: string; password: string },
): Promise<'created' | 'updated'> {
  const email = admin.email.trim().toLowerCase();
  const passwordHash = await hashPassword(admin.password);
  const existing = await deps.users.findByEmail(email);
  if (existing) {
    await deps.users.makeAdmin(existing.id, passwordHash);
    return 'updated';
  }
  await deps.users.insertOrFail({
    email,
    passwordHash,
    role: 'admin',
    activatedAt: new Date(),
    referralCode: randomBytes(5).toString('hex'),
  });
  return 'created';
}
