import { z } from 'zod';
import { ERROR_CODES } from '../errors/error-codes.js';

/** The error body of every failed API call (docs/architecture.md#errors). */
export const ZErrorBody = z
  .object({
    code: z.enum(ERROR_CODES),
    detail: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    requestId: z.string(),
  })
  .meta({ id: 'ErrorBody' });
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** Why an operator makes a change: kept in the audit log. */
export const ZReason = z.string().trim().min(1, { error: 'reason_required' }).max(1000);

/**
 * A query parameter sent empty (`?status=`, `?page=`) counts as left out: the specification's
 * clients send every parameter they know, with an empty value when they have none.
 */
export const emptyAsMissing = (value: unknown): unknown => (value === '' ? undefined : value);

/**
 * Query of every paged list: `?page=1&size=20` (page from 1, size at most 100); an empty value is
 * the default.
 */
export const ZPageQuery = z.object({
  page: z.preprocess(emptyAsMissing, z.coerce.number().int().min(1).max(1_000_000).default(1)),
  size: z.preprocess(emptyAsMissing, z.coerce.number().int().min(1).max(100).default(20)),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** A page of a list: `{ count, page, size, results }`. */
export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().min(0),
    page: z.number().int().min(1),
    size: z.number().int().min(1),
    results: z.array(item),
  });
}
