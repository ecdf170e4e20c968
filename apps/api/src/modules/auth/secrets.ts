/**
 * The cryptographic pieces of auth (docs/decisions/008-accounts-and-sessions.md): argon2id password hashes, HS256 access tokens
 * verified with one algorithm and one key only (so `alg: none` or a token signed with another key
 * is refused), and opaque random tokens stored as SHA-256 hashes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { jwtVerify, SignJWT } from 'jose';

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the e-mail is unknown, so a login takes as long either way. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

/** A random token for a link or a cookie (256 bits, URL-safe) and its stored form. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface TAccessClaims {
  userId: number;
  role: 'user' | 'operator' | 'admin';
}

const ALG = 'HS256';
const AUDIENCE = 'access';

export function createAccessTokens(secretKey: string, issuer: string, ttlSeconds: number) {
  // A key for access tokens only, derived from the site's secret.
  const key = createHash('sha256').update(`access-token:${secretKey}`).digest();
  return {
    ttlSeconds,
    async sign(claims: TAccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** The claims of a valid token, or null (expired, malformed, other key or algorithm). */
    async verify(token: string): Promise<TAccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALG],
          issuer,
          audience: AUDIENCE,
        });
        const userId = Number(payload.sub);
        const role = payload.role;
        if (!Number.isSafeInteger(userId) || userId < 1) return null;
        if (role !== 'user' && role !== 'operator' && role !== 'admin') return null;
        return { userId, role };
      } catch {
        return null;
      }
    },
  };
}

export type TAccessTokens = ReturnType<typeof createAccessTokens>;
