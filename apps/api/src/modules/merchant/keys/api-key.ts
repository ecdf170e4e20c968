/**
 * API keys are 32 random bytes (`mk_` + base64url). Only their SHA-256 is stored: a key is as
 * strong as a random 256-bit secret, so a slow password hash would add cost and no safety.
 */
import { createHash } from 'node:crypto';

export const KEY_PREFIX = 'mk_';
/** The characters of a key kept to tell keys apart: the prefix and eight more. */
export const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 8;
/** Active keys one shop may hold at once. */
export const MAX_ACTIVE_KEYS = 10;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');
