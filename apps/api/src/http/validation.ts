/**
 * Request validation with the zod contracts of `@exchanger/core`. Validation failures keep the zod
 * issues (with their input) so the error handler can name every field in the request's language.
 */
import type { TLocale } from '@exchanger/core';
import type { FastifySchemaCompiler } from 'fastify';
import { z, type ZodError, type ZodType } from 'zod';
import { isMessageKey, translate } from '../i18n/messages.js';

/**
 * A cheap check for the common valid input of a schema: answers the value zod would answer, or
 * undefined to let zod decide (and word the errors). Only for hot routes where zod is measurable.
 */
type TFastPath = (data: unknown) => unknown;
const fastPaths = new WeakMap<ZodType, TFastPath>();

/** Registers `fast` for `schema`; `fast` must never accept what zod refuses or answer another value. */
export function withFastPath<T extends ZodType>(
  schema: T,
  fast: (data: unknown) => z.output<T> | undefined,
): T {
  fastPaths.set(schema, fast);
  return schema;
}

export const validatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema }) => {
  const fast = fastPaths.get(schema);
  return (data) => {
    if (fast) {
      const value = fast(data);
      if (value !== undefined) return { value };
    }
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: result.error };
  };
};

const zodLocales = { ru: z.locales.ru(), en: z.locales.en() } satisfies Record<TLocale, unknown>;

type TIssue = ZodError['issues'][number];

function messageOf(issue: TIssue, locale: TLocale): string {
  if (isMessageKey(issue.message)) return translate(issue.message, locale);
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
    return translate('field_required', locale);
  }
  const localized = zodLocales[locale].localeError(
    issue as Parameters<(typeof zodLocales)['ru']['localeError']>[0],
  );
  if (typeof localized === 'string') return localized;
  return localized?.message ?? issue.message;
}

/**
 * `{ "email": ["Неверный e-mail"], "amount": ["…"] }` from zod issues. Issues at the root are
 * named after the part of the request (`body`, `querystring`, `params`).
 */
export function fieldsFromZod(error: ZodError, locale: TLocale, root: string): Record<string, string[]> {
  // A Map, not an object: a field may be called `constructor` or `__proto__`.
  const fields = new Map<string, string[]>();
  const add = (name: string, message: string) => {
    fields.set(name, [...(fields.get(name) ?? []), message]);
  };
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.') || root;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        add(name === root ? key : `${name}.${key}`, translate('field_unknown', locale));
      continue;
    }
    add(name, messageOf(issue, locale));
  }
  return Object.fromEntries(fields);
}
