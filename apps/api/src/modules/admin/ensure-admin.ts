/**
 * The first administrator (DESIGN "Configuration": `ADMIN_EMAIL`, `ADMIN_PASSWORD`): created, or
 * brought back to an active admin with that password, at start-up and by `npm run admin`. Other
 * operators are then appointed in the back office.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { hashPassword } from '../auth/index.js';

export async function ensureAdmin(
  db: TDb,
  admin: { email: string; password: string },
): Promise<'created' | 'updated'> {
  const email = admin.email.trim().toLowerCase();
  const passwordHash = await hashPassword(admin.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    await db
      .update(users)
      .set({
        passwordHash,
        role: 'admin',
        blockedAt: null,
        activatedAt: sql`coalesce(${users.activatedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, existing.id));
    return 'updated';
  }
  await db.insert(users).values({
    email,
    passwordHash,
    role: 'admin',
    activatedAt: new Date(),
    referralCode: randomBytes(5).toString('hex'),
  });
  return 'created';
}
