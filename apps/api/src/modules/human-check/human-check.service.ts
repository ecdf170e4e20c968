/**
 * The optional proof-of-work check of a direction (docs/decisions/031-demo-banner-and-proof-of-work.md):
 * this server signs ALTCHA challenges with a key derived from its secret, the visitor's browser
 * solves one, and the claim carries the solution. A solution is accepted once: its challenge is
 * recorded as spent in the database until it expires. No third party is asked anything.
 */
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { TRateLimiter, TRateRule } from '../auth/index.js';
import type { THumanCheckRepo } from './human-check.repo.js';

/** How long a challenge may be solved and used: long enough to fill in the exchange form. */
const CHALLENGE_TTL_SECONDS = 10 * 60;

const CHALLENGES_PER_ADDRESS: TRateRule = { name: 'challenge:ip', limit: 30, windowSeconds: 60 };

/**
 * PBKDF2 with 1,000 iterations per attempt and the answer among attempts 2,000–6,000: about a
 * second or two in a browser, while the server checks a solution with two HMACs (the key is signed).
 */
const DIFFICULTY = { algorithm: 'PBKDF2/SHA-256', cost: 1_000, counter: [2_000, 6_000] } as const;

const ZPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(DIFFICULTY.algorithm),
      nonce: z.string().max(128),
      salt: z.string().max(128),
      cost: z.number().int().positive().max(100_000),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().max(128),
      keySignature: z.string().max(256).optional(),
      expiresAt: z.number().int().optional(),
    }),
    signature: z.string().min(1).max(256),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }).loose(),
});

/** A verified solution, not spent yet: `spend` it when the claim is about to be written. */
export interface THumanCheckPass {
  signature: string;
  expiresAt: Date;
}

export interface THumanCheckDeps {
  repo: THumanCheckRepo;
  limiter: TRateLimiter;
  /** The server's secret; the challenge keys are derived from it. */
  secretKey: string;
  now?: () => Date;
}

const refused = (key: 'human_check_required' | 'human_check_invalid' | 'human_check_spent') =>
  new AppError('validation_error', key, { fields: { altcha: [key] } });

function decode(payload: string): z.infer<typeof ZPayload> | null {
  try {
    const parsed = ZPayload.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createHumanCheckService(deps: THumanCheckDeps) {
  const now = deps.now ?? (() => new Date());
  const derive = (label: string) => createHmac('sha256', deps.secretKey).update(label).digest('hex');
  const signatureSecret = derive('altcha:challenge');
  const keySecret = derive('altcha:key');

  return {
    /** A new challenge for `ip`; 429 past 30 a minute from one address. */
    async challenge(ip: string): Promise<Challenge> {
      if (!(await deps.limiter.hit(CHALLENGES_PER_ADDRESS, ip)))
        throw new AppError('rate_limited', 'rate_limited');
      return createChallenge({
        algorithm: DIFFICULTY.algorithm,
        cost: DIFFICULTY.cost,
        counter: randomInt(DIFFICULTY.counter[0], DIFFICULTY.counter[1]),
        deriveKey,
        expiresAt: new Date(now().getTime() + CHALLENGE_TTL_SECONDS * 1000),
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
      });
    },

    /**
     * Checks a solution without spending it (a claim refused for another field keeps it): 400
     * naming `altcha` when it is missing, forged, expired or already spent.
     */
    async check(payload: string | undefined): Promise<THumanCheckPass> {
      if (!payload) throw refused('human_check_required');
      const decoded = decode(payload);
      const expiresAt = decoded?.challenge.parameters.expiresAt;
      if (!decoded || expiresAt === undefined) throw refused('human_check_invalid');
      let verified: boolean;
      try {
        const result = await verifySolution({
          challenge: decoded.challenge,
          solution: decoded.solution,
          deriveKey,
          hmacSignatureSecret: signatureSecret,
          hmacKeySignatureSecret: keySecret,
        });
        verified = result.verified && expiresAt * 1000 > now().getTime();
      } catch {
        verified = false;
      }
      if (!verified) throw refused('human_check_invalid');
      const signature = decoded.challenge.signature;
      if (await deps.repo.isSpent(signature)) throw refused('human_check_spent');
      return { signature, expiresAt: new Date(expiresAt * 1000) };
    },

    /** Spends a checked solution; a second claim racing with the same one is refused here. */
    async spend(pass: THumanCheckPass): Promise<void> {
      await deps.repo.prune(now());
      if (!(await deps.repo.spend(pass.signature, pass.expiresAt))) throw refused('human_check_spent');
    },
  };
}

export type THumanCheckService = ReturnType<typeof createHumanCheckService>;
