import type { TPair, TPairTerms } from '@exchanger/core';

/** The calculator terms of a pair (core maths input), so the browser computes what the server accepts. */
export function pairTerms(pair: TPair): TPairTerms {
  return {
    course: pair.course,
    from: { precision: pair.from.roundCalculator, min: pair.from.min, max: pair.from.max },
    to: { precision: pair.to.roundCalculator, min: pair.to.min, max: pair.to.max },
    reserve: pair.reserve,
  };
}

/**
 * The same terms without limits: the live quote while typing uses the same rounding as the server
 * but does not clamp (clamping happens when the field is left).
 */
export function unlimitedTerms(terms: TPairTerms): TPairTerms {
  return {
    course: terms.course,
    from: { ...terms.from, min: null, max: null },
    to: { ...terms.to, min: null, max: null },
    reserve: null,
  };
}

/** Identifies the terms the shown amounts were computed with. */
export function termsSignature(key: string, terms: TPairTerms): string {
  const { from, to } = terms;
  return [key, terms.course, from.min, from.max, to.min, to.max, terms.reserve].join('|');
}
