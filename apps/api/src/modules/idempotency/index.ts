/** Idempotent money calls: the stored answers of `Idempotency-Key` requests (docs/decisions/028). */
export { createIdempotencyRepo, IDEMPOTENCY_TTL_SECONDS, type TIdempotencyRepo } from './idempotency.repo.js';
export {
  canonicalJson,
  createIdempotencyService,
  requestHashOf,
  type TIdempotencyService,
  type TIdempotencyStart,
} from './idempotency.service.js';
