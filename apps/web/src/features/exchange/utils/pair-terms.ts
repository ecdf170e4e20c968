import type { TPairTerms } from '@exchanger/core';

export { pairTerms } from '@exchanger/core';

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
