/**
 * The calculator terms of a pair answer. Apart from the calculator's contracts so that a page can
 * use it without loading the contracts' schemas (docs/decisions/039-first-load-javascript.md).
 */
import type { TPair } from '../contracts/calculator.js';
import type { TPairTerms } from './calculator.js';

/**
 * The calculator terms of a pair answer, so any client (the SPA, a bot, the tests) computes
 * exactly what the server accepts.
 */
export function pairTerms(pair: TPair): TPairTerms {
  return {
    course: pair.course,
    from: { precision: pair.from.roundCalculator, min: pair.from.min, max: pair.from.max },
    to: { precision: pair.to.roundCalculator, min: pair.to.min, max: pair.to.max },
    reserve: pair.reserve,
  };
}
