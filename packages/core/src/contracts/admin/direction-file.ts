/**
 * Directions as a file (`GET /admin/api/catalogue/directions/export/`,
 * `POST /admin/api/catalogue/directions/import/`): a catalogue of thousands loaded at once, in CSV
 * or JSON, one row per direction named by its two currency codes (docs/decisions/042-direction-files.md).
 * A row states terms; a column the file leaves out keeps what the direction has (or a new
 * direction's default), and an empty cell clears what may be empty (a limit, the course).
 */
import { z } from 'zod';
import { ZMoneyInput } from '../calculator.js';
import { emptyAsMissing, ZReason } from '../common.js';
import { CURRENCY_CODE_PATTERN } from './currencies.js';
import { ZBonusPercent, ZLifetimeMinutes, ZMarginPercent } from './directions.js';

/** The columns of a directions file, in the order the export writes them. */
export const DIRECTION_FILE_COLUMNS = [
  'from',
  'to',
  'active',
  'courseSource',
  'manualCourse',
  'courseFormula',
  'marginPercent',
  'fromMin',
  'fromMax',
  'toMin',
  'toMax',
  'bonus',
  'lifetimeMinutes',
  'verificationRequired',
  'humanCheck',
  'congestionFrom',
  'congestionTo',
  'notifyRu',
  'notifyEn',
] as const;
export type TDirectionFileColumn = (typeof DIRECTION_FILE_COLUMNS)[number];

/** At most this many rows in one file (a large exchanger runs 5,000 directions). */
export const DIRECTION_FILE_MAX_ROWS = 20_000;
/** At most this many characters in one file. */
export const DIRECTION_FILE_MAX_CHARS = 8_000_000;

/** A cell in the file: CSV cells are text; JSON values may be booleans, numbers or null. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);
const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);
const FLAGS: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
};
const flag = z.preprocess(
  (value) => {
    const given = blankAsMissing(typeof value === 'string' ? value.trim() : value);
    return typeof given === 'string' ? (FLAGS[given.toLowerCase()] ?? given) : given;
  },
  z.boolean({ error: 'flag_invalid' }).optional(),
);
const decimalOrEmpty = z.preprocess(emptyAsNull, ZMoneyInput.nullable()).optional();
const text = z.preprocess(blankAsMissing, z.string().max(2000).optional());

/**
 * One row of a directions file, as read (every value optional but the two codes). The server checks
 * the rest against the direction it changes or creates, as the one-direction calls do.
 */
export const ZDirectionFileRow = z
  .object({
    from: z.string().trim().regex(CURRENCY_CODE_PATTERN, { error: 'currency_code_invalid' }),
    to: z.string().trim().regex(CURRENCY_CODE_PATTERN, { error: 'currency_code_invalid' }),
    active: flag,
    courseSource: z.preprocess(blankAsMissing, z.enum(['manual', 'feed']).optional()),
    manualCourse: decimalOrEmpty,
    courseFormula: z.preprocess(emptyAsNull, z.string().trim().max(200).nullable()).optional(),
    marginPercent: z.preprocess(blankAsMissing, ZMarginPercent.optional()),
    fromMin: decimalOrEmpty,
    fromMax: decimalOrEmpty,
    toMin: decimalOrEmpty,
    toMax: decimalOrEmpty,
    bonus: z.preprocess(blankAsMissing, ZBonusPercent.optional()),
    lifetimeMinutes: z.preprocess(
      (value) =>
        typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : blankAsMissing(value),
      ZLifetimeMinutes.optional(),
    ),
    verificationRequired: flag,
    humanCheck: flag,
    congestionFrom: flag,
    congestionTo: flag,
    notifyRu: text,
    notifyEn: text,
  })
  .strict();
export type TDirectionFileRow = z.output<typeof ZDirectionFileRow>;

/**
 * `POST /admin/api/catalogue/directions/import/`: the file's text and its format. Every row is
 * checked; when any is bad, nothing is saved and each bad value is named `rows.<n>.<column>`, where
 * n is the row as a spreadsheet numbers it (CSV: the header is row 1) or the item's place in the
 * JSON array (from 1).
 */
export const ZAdminDirectionImport = z
  .object({
    format: z.enum(['csv', 'json']),
    content: z.string().min(1, { error: 'field_required' }).max(DIRECTION_FILE_MAX_CHARS),
    reason: ZReason,
  })
  .strict()
  .meta({ id: 'AdminDirectionImport' });
export type TAdminDirectionImport = z.input<typeof ZAdminDirectionImport>;

/** What an import did: directions opened, changed, and rows that matched what was there. */
export const ZAdminDirectionImportResult = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
  })
  .meta({ id: 'AdminDirectionImportResult' });
export type TAdminDirectionImportResult = z.infer<typeof ZAdminDirectionImportResult>;

/** `GET /admin/api/catalogue/directions/export/?format=csv|json` */
export const ZDirectionExportQuery = z.object({
  format: z.preprocess(emptyAsMissing, z.enum(['csv', 'json']).default('csv')),
});
