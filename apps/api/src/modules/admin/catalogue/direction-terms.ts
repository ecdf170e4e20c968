import { crossFormula, dec, parseCourseFormula } from '@exchanger/core';
import type { TMessageKey } from '../../../i18n/messages.js';
import type { TCurrencyRow } from '../../catalogue/index.js';

/** The terms of a direction that decide whether it can be priced and what its limits are. */
export interface TDirectionTerms {
  courseSource: 'manual' | 'feed';
  manualCourse: string | null;
  courseFormula: string | null;
  fromMin: string | null;
  fromMax: string | null;
  toMin: string | null;
  toMax: string | null;
}

export interface TTermsIssue {
  field: string;
  key: TMessageKey;
}

/**
 * The checks a direction's terms pass before they are saved, whether one direction is opened in the
 * back office or thousands come in a file (docs/decisions/042-direction-files.md): two different
 * currencies; a manual course above zero; a feed course's formula readable, or, when none is given,
 * the cross of both currencies' dollar formulas (an empty one is the dollar itself, so the cross of
 * two dollar currencies is the empty formula, a course of 1); each minimum at most its maximum. Answers the
 * problems found (none when the terms hold) and the formula to keep (null for a manual course).
 */
export function checkDirectionTerms(
  terms: TDirectionTerms,
  from: Pick<TCurrencyRow, 'id' | 'usdFormula'>,
  to: Pick<TCurrencyRow, 'id' | 'usdFormula'>,
): { issues: TTermsIssue[]; courseFormula: string | null } {
  const issues: TTermsIssue[] = [];
  if (from.id === to.id) issues.push({ field: 'to', key: 'direction_same_currency' });
  let courseFormula: string | null = null;
  if (terms.courseSource === 'manual') {
    if (!terms.manualCourse || dec(terms.manualCourse).lte(0))
      issues.push({ field: 'manualCourse', key: 'course_positive' });
  } else {
    courseFormula =
      terms.courseFormula ||
      (from.usdFormula !== null && to.usdFormula !== null
        ? crossFormula(from.usdFormula, to.usdFormula)
        : null);
    if (courseFormula === null) issues.push({ field: 'courseFormula', key: 'course_formula_required' });
    else {
      try {
        parseCourseFormula(courseFormula);
      } catch {
        issues.push({ field: 'courseFormula', key: 'course_formula_invalid' });
      }
    }
  }
  for (const k of ['from', 'to'] as const) {
    const lo = terms[`${k}Min`];
    const hi = terms[`${k}Max`];
    if (lo !== null && hi !== null && dec(lo).gt(dec(hi)))
      issues.push({ field: `${k}Max`, key: 'max_below_min' });
  }
  return { issues, courseFormula };
}
