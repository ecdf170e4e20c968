import {
  dec,
  ZDirectionFileRow,
  type TAdminDirectionImportResult,
  type TDirectionFileRow,
  type ZAdminDirectionImport,
} from '@exchanger/core';
import { z } from 'zod';
import type { TAuditEntry } from '../../audit/index.js';
import type { TStaff } from '../../../lib/staff.js';
import type { TDirectionRow } from '../../catalogue/index.js';
import type { TAdminCatalogueDeps } from './catalogue-deps.js';
import { readDirectionFile, type TFileIssue } from './direction-file.js';
import { checkDirectionTerms } from './direction-terms.js';

type TIssue = z.core.$ZodIssue;

/** What a file sets of a direction: every column a row may give. */
interface TFileTerms {
  active: boolean;
  courseSource: 'manual' | 'feed' | undefined;
  manualCourse: string | null;
  courseFormula: string | null;
  marginPercent: string;
  fromMin: string | null;
  fromMax: string | null;
  toMin: string | null;
  toMax: string | null;
  bonus: string;
  lifetimeMinutes: number;
  verificationRequired: boolean;
  humanCheck: boolean;
  congestionFrom: boolean;
  congestionTo: boolean;
  notify: { ru: string; en: string };
}

/** A new direction's terms before the file's row is laid over them (as `POST …/directions/` sets them). */
const NEW_DIRECTION: TFileTerms = {
  active: true,
  courseSource: undefined,
  manualCourse: null,
  courseFormula: null,
  marginPercent: '0',
  fromMin: null,
  fromMax: null,
  toMin: null,
  toMax: null,
  bonus: '0',
  lifetimeMinutes: 30,
  verificationRequired: false,
  humanCheck: false,
  congestionFrom: false,
  congestionTo: false,
  notify: { ru: '', en: '' },
};

const DECIMALS = ['manualCourse', 'marginPercent', 'fromMin', 'fromMax', 'toMin', 'toMax', 'bonus'] as const;
const OTHERS = [
  'active',
  'courseSource',
  'courseFormula',
  'lifetimeMinutes',
  'verificationRequired',
  'humanCheck',
  'congestionFrom',
  'congestionTo',
] as const;

/** The file's row laid over what the direction has (a column left out keeps its value). */
function termsOf(current: TDirectionRow | undefined, row: TDirectionFileRow): TFileTerms {
  const base: TFileTerms = current
    ? {
        ...NEW_DIRECTION,
        ...Object.fromEntries([...DECIMALS, ...OTHERS].map((k) => [k, current[k]])),
        notify: current.notify,
      }
    : NEW_DIRECTION;
  const terms = {
    ...base,
    notify: { ru: row.notifyRu ?? base.notify.ru, en: row.notifyEn ?? base.notify.en },
  };
  for (const k of [...DECIMALS, ...OTHERS]) if (row[k] !== undefined) Object.assign(terms, { [k]: row[k] });
  return terms;
}

/** Terms ready to save: the rate source known. */
type TTerms = TFileTerms & { courseSource: 'manual' | 'feed' };

const sameDecimal = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : dec(a).eq(dec(b));

/** The columns whose value the terms change (`notify` for either language's notice). */
function changedColumns(current: TDirectionRow, terms: TFileTerms): (keyof TFileTerms)[] {
  const changed: (keyof TFileTerms)[] = [];
  for (const k of DECIMALS) if (!sameDecimal(current[k], terms[k])) changed.push(k);
  for (const k of OTHERS) if (current[k] !== terms[k]) changed.push(k);
  if (current.notify.ru !== terms.notify.ru || current.notify.en !== terms.notify.en) changed.push('notify');
  return changed;
}

const issueOf = (i: TFileIssue): TIssue => ({
  code: 'custom',
  path: i.path,
  message: i.key,
  params: i.params ?? {},
  input: undefined,
});

/**
 * Loads a file of directions (docs/decisions/042-direction-files.md): each row opens the direction
 * between its two currencies or changes the one there is, with the checks of one direction's
 * creation. Every row is checked; when any is bad, nothing is saved and the 400 names each bad value
 * as `rows.<n>.<column>`. Otherwise the new and changed directions are written in one transaction
 * with one audit entry each, the catalogue version moves once and the calculator serves them at
 * once. Rows equal to what is there change nothing.
 */
export async function importDirections(
  deps: Pick<TAdminCatalogueDeps, 'db' | 'repo' | 'audit' | 'catalogue'>,
  staff: TStaff,
  body: z.output<typeof ZAdminDirectionImport>,
): Promise<TAdminDirectionImportResult> {
  const file = readDirectionFile(body.format, body.content);
  const issues: TIssue[] = file.issues.map(issueOf);
  const rows: { row: number; value: TDirectionFileRow }[] = [];
  for (const { row, values } of file.rows) {
    const parsed = ZDirectionFileRow.safeParse(values, { reportInput: true });
    if (parsed.success) rows.push({ row, value: parsed.data });
    else
      for (const issue of parsed.error.issues) issues.push({ ...issue, path: ['rows', row, ...issue.path] });
  }
  if (rows.length === 0 && issues.length > 0) throw new z.ZodRealError(issues);
  const currencies = new Map((await deps.repo.currencies()).map((c) => [c.code, c]));

  const result = await deps.db.transaction(async (tx) => {
    const byPair = new Map((await deps.repo.lockDirections(tx)).map((d) => [`${d.fromId}:${d.toId}`, d]));
    const firstRow = new Map<string, number>();
    const created: { direction: TTerms & { fromId: number; toId: number }; from: string; to: string }[] = [];
    const updated: { id: number; before: TDirectionRow; terms: TTerms; changed: (keyof TFileTerms)[] }[] = [];
    let unchanged = 0;
    for (const { row, value } of rows) {
      const at = (column: string, key: TFileIssue['key'], params?: TFileIssue['params']) =>
        issues.push(issueOf({ path: ['rows', row, column], key, ...(params ? { params } : {}) }));
      const from = currencies.get(value.from);
      const to = currencies.get(value.to);
      if (!from) at('from', 'currency_unknown');
      if (!to) at('to', 'currency_unknown');
      if (!from || !to) continue;
      const pair = `${from.id}:${to.id}`;
      const earlier = firstRow.get(pair);
      if (earlier !== undefined) {
        at('to', 'direction_file_duplicate', { row: earlier });
        continue;
      }
      firstRow.set(pair, row);
      const current = byPair.get(pair);
      const merged = termsOf(current, value);
      const { courseSource } = merged;
      if (!courseSource) {
        at('courseSource', 'course_source_required');
        continue;
      }
      const checked = checkDirectionTerms({ ...merged, courseSource }, from, to);
      for (const issue of checked.issues) at(issue.field, issue.key);
      if (checked.issues.length > 0) continue;
      const terms = {
        ...merged,
        courseSource,
        courseFormula: checked.courseFormula,
        manualCourse: courseSource === 'manual' ? merged.manualCourse : null,
      };
      const changed = current ? changedColumns(current, terms) : [];
      if (!current)
        created.push({ direction: { ...terms, fromId: from.id, toId: to.id }, from: from.code, to: to.code });
      else if (changed.length > 0) updated.push({ id: current.id, before: current, terms, changed });
      else unchanged += 1;
    }
    if (issues.length > 0) {
      const rowOf = (issue: TIssue) => (typeof issue.path[1] === 'number' ? issue.path[1] : 0);
      throw new z.ZodRealError(issues.sort((a, b) => rowOf(a) - rowOf(b)));
    }
    const ids = await deps.repo.insertDirections(
      tx,
      created.map(({ direction }) => direction),
    );
    await deps.repo.updateDirections(
      tx,
      updated.map(({ id, terms }) => ({ id, ...terms })),
    );
    const entry = (action: string, targetId: number, details: Record<string, unknown>): TAuditEntry => ({
      actorId: staff.id,
      action,
      targetType: 'direction',
      targetId: String(targetId),
      reason: body.reason,
      details: { ...details, file: true },
    });
    const entries = [
      ...created.map(({ direction: d, from, to }) =>
        entry('direction.create', ids.get(`${d.fromId}:${d.toId}`) ?? 0, {
          from,
          to,
          courseSource: d.courseSource,
          courseFormula: d.courseFormula,
        }),
      ),
      ...updated.map(({ id, before, terms, changed }) =>
        entry('direction.update', id, {
          before: Object.fromEntries(changed.map((k) => [k, before[k]])),
          after: Object.fromEntries(changed.map((k) => [k, terms[k]])),
        }),
      ),
    ];
    await deps.audit.recordMany(entries, tx);
    if (entries.length > 0) await deps.repo.bumpVersion(tx);
    return { created: created.length, updated: updated.length, unchanged };
  });
  if (result.created + result.updated > 0) await deps.catalogue.reload();
  return result;
}
