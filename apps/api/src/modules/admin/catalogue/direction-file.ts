/**
 * Directions files read and written (docs/decisions/042-direction-files.md): CSV with a header row
 * of `DIRECTION_FILE_COLUMNS`, or a JSON array of objects with those keys. Reading answers each
 * row's values with the row's number as the operator sees it — the CSV line it starts on (the
 * header is line 1), or the item's place in the array from 1 — or what makes the file unreadable.
 * JSON numbers are read as their exact text (never a JavaScript number), as every amount is.
 */
import { DIRECTION_FILE_COLUMNS, DIRECTION_FILE_MAX_ROWS, type TDirectionFileColumn } from '@exchanger/core';
import { CsvError, parse as parseCsv } from 'csv-parse/sync';
import { parse as parseJson } from 'lossless-json';
import type { TMessageKey } from '../../../i18n/messages.js';
import { csvText, restoreCell } from '../../../lib/csv.js';

export interface TFileIssue {
  path: (string | number)[];
  key: TMessageKey;
  params?: Record<string, string | number>;
}

export interface TFileRow {
  /** The row's number in the file, as the operator sees it. */
  row: number;
  values: Record<string, unknown>;
}

/** A direction's values in the file's columns: decimals as text, flags as booleans, none as null. */
export type TDirectionFileRecord = Record<TDirectionFileColumn, string | number | boolean | null>;

const COLUMNS = new Set<string>(DIRECTION_FILE_COLUMNS);
const tooMany = (): TFileIssue => ({
  path: ['content'],
  key: 'direction_file_too_many',
  params: { max: DIRECTION_FILE_MAX_ROWS },
});

function readCsv(content: string): { rows: TFileRow[]; issues: TFileIssue[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it ends (csv-parse's types do not follow the option).
    records = parseCsv(content, {
      bom: true,
      info: true,
      relax_column_count: true,
      // Files edited on different systems may mix line ends.
      record_delimiter: ['\r\n', '\n'],
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? error.lines : 0;
    return {
      rows: [],
      issues: [{ path: ['content'], key: 'direction_file_csv_unreadable', params: { line } }],
    };
  }
  // A record starts on the line after the one the previous record ended on.
  const numbered = records
    .map((r, i) => ({ cells: r.record, row: i === 0 ? 1 : (records[i - 1]?.info.lines ?? 0) + 1 }))
    .filter(({ cells }) => !(cells.length === 1 && cells[0]?.trim() === ''));
  const [head, ...body] = numbered;
  if (!head || body.length === 0)
    return { rows: [], issues: [{ path: ['content'], key: 'direction_file_empty' }] };
  if (body.length > DIRECTION_FILE_MAX_ROWS) return { rows: [], issues: [tooMany()] };
  const header = head.cells.map((name) => name.trim());
  const issues: TFileIssue[] = [];
  const seen = new Set<string>();
  for (const name of header) {
    if (!COLUMNS.has(name) || seen.has(name))
      issues.push({ path: ['rows', head.row, name], key: 'field_unknown' });
    seen.add(name);
  }
  for (const name of ['from', 'to'])
    if (!seen.has(name)) issues.push({ path: ['rows', head.row, name], key: 'field_required' });
  if (issues.length > 0) return { rows: [], issues };
  const rows: TFileRow[] = [];
  for (const { cells, row } of body) {
    if (cells.length !== header.length) {
      issues.push({
        path: ['rows', row],
        key: 'direction_file_cells',
        params: { count: cells.length, columns: header.length },
      });
      continue;
    }
    rows.push({
      row,
      values: Object.fromEntries(header.map((name, i) => [name, restoreCell(cells[i] ?? '')])),
    });
  }
  return { rows, issues };
}

function readJson(content: string): { rows: TFileRow[]; issues: TFileIssue[] } {
  let items: unknown;
  try {
    items = parseJson(content, null, (text) => text);
  } catch (error) {
    const position = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1] ?? '0';
    return {
      rows: [],
      issues: [{ path: ['content'], key: 'direction_file_json_unreadable', params: { position } }],
    };
  }
  if (!Array.isArray(items))
    return { rows: [], issues: [{ path: ['content'], key: 'direction_file_not_array' }] };
  if (items.length === 0) return { rows: [], issues: [{ path: ['content'], key: 'direction_file_empty' }] };
  if (items.length > DIRECTION_FILE_MAX_ROWS) return { rows: [], issues: [tooMany()] };
  const rows: TFileRow[] = [];
  const issues: TFileIssue[] = [];
  items.forEach((item: unknown, i) => {
    if (item && typeof item === 'object' && !Array.isArray(item))
      rows.push({ row: i + 1, values: item as Record<string, unknown> });
    else issues.push({ path: ['rows', i + 1], key: 'direction_file_row_not_object' });
  });
  return { rows, issues };
}

/** The rows of a directions file, or the problems that make it unreadable (then no rows). */
export function readDirectionFile(
  format: 'csv' | 'json',
  content: string,
): { rows: TFileRow[]; issues: TFileIssue[] } {
  return format === 'csv' ? readCsv(content) : readJson(content);
}

/** A directions file of `records`: CSV (formulas neutralised, lib/csv.ts) or indented JSON. */
export function writeDirectionFile(format: 'csv' | 'json', records: readonly TDirectionFileRecord[]): string {
  if (format === 'json') return `${JSON.stringify(records, null, 2)}\n`;
  const cell = (value: string | number | boolean | null) => (value === null ? '' : String(value));
  return csvText([
    [...DIRECTION_FILE_COLUMNS],
    ...records.map((record) => DIRECTION_FILE_COLUMNS.map((name) => cell(record[name]))),
  ]);
}
