/**
 * The cryptographic pieces of auth (docs/decisions/008-accounts-and-sessions.md): argon2id password hashes, HS256 access tokens
 * verified with one algorithm and one key only (so `alg: none` or a token signed with another key
 * is refused), and opaque random tokens stored as SHA-256 hashes.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
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
  /**
   * The session (refresh-token family) the token was issued in: where the time of the last
   * second-factor code is kept (docs/decisions/022-two-factor.md). Absent in tokens issued before.
   */
  sessionId?: string | undefined;
}

const ALG = 'HS256';
const AUDIENCE = 'access';

/** The key of access tokens only, derived from the site's secret. */
export function accessTokenKey(secretKey: string): Buffer {
  return createHash('sha256').update(`access-token:${secretKey}`).digest();
}

export function createAccessTokens(secretKey: string, issuer: string, ttlSeconds: number) {
  const key = accessTokenKey(secretKey);
  return {
    ttlSeconds,
    async sign(claims: TAccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role, ...(claims.sessionId ? { sid: claims.sessionId } : {}) })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /**
     * The claims of a valid token, or null (expired, without an expiry, malformed, other key or
     * algorithm): a token without `exp` would be good forever, so it is refused.
     */
    async verify(token: string): Promise<TAccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALG],
          issuer,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const userId = Number(payload.sub);
        const role = payload.role;
        if (!Number.isSafeInteger(userId) || userId < 1) return null;
        if (role !== 'user' && role !== 'operator' && role !== 'admin') return null;
        const sid = payload.sid;
        return typeof sid === 'string' ? { userId, role, sessionId: sid } : { userId, role };
      } catch {
        return null;
      }
    },
  };
}

export type TAccessTokens = ReturnType<typeof createAccessTokens>;

/**
 * Encrypts small secrets at rest (the TOTP secrets, docs/decisions/022-two-factor.md): AES-256-GCM
 * with a key derived from the site's secret for this purpose only, a random 96-bit nonce per value,
 * stored as `v1.<nonce>.<tag>.<ciphertext>` in base64url. A copy of the database alone does not
 * give the secrets away; changing `SECRET_KEY` makes them unreadable (staff then enrol again,
 * `npm run admin -- --reset-2fa`).
 */
export function createSecretBox(secretKey: string) {
  const key = createHash('sha256').update(`totp-secret:${secretKey}`).digest();
  return {
    seal(plain: string): string {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return `v1.${parts.join('.')}`;
    },
    /** The plain value, or null when it was sealed with another key or altered. */
    open(sealed: string): string | null {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== 'v1' || !nonce || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type TSecretBox = ReturnType<typeof createSecretBox>;
