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

/** NUL, or half of a surrogate pair: PostgreSQL stores neither in text or jsonb (it fails with a 500). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The path of the first text (value or key) in `data` the database cannot store, or null. Walked
 * with a stack, not recursion: a body may nest arrays thousands deep.
 */
export function unstorablePath(data: unknown): (string | number)[] | null {
  type TNode = { value: unknown; key: string | number; parent: TNode | null };
  const pathOf = (node: TNode | null, last?: string | number) => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let n = node; n?.parent; n = n.parent) path.unshift(n.key);
    return path;
  };
  const stack: TNode[] = [{ value: data, key: '', parent: null }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { value } = node;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return pathOf(node);
    } else if (Array.isArray(value)) {
      value.forEach((item: unknown, i) => stack.push({ value: item, key: i, parent: node }));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (UNSTORABLE.test(key)) return pathOf(node, key);
        stack.push({ value: item, key, parent: node });
      }
    }
  }
  return null;
}

export const validatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema }) => {
  const fast = fastPaths.get(schema);
  return (data) => {
    if (fast) {
      const value = fast(data);
      if (value !== undefined) return { value };
    }
    const unstorable = unstorablePath(data);
    if (unstorable) {
      // ZodRealError, not ZodError: Fastify wants an Error, and only the former is one.
      return {
        error: new z.ZodRealError([
          { code: 'custom', path: unstorable, message: 'text_unstorable', input: undefined },
        ]),
      };
    }
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: result.error };
  };
};

const zodLocales = { ru: z.locales.ru(), en: z.locales.en() } satisfies Record<TLocale, unknown>;

type TIssue = ZodError['issues'][number];

function messageOf(issue: TIssue, locale: TLocale): string {
  if (isMessageKey(issue.message)) {
    // A custom issue may carry the figures its message names (a decimal's digits, decision 030).
    const params = issue.code === 'custom' ? (issue.params as Record<string, string | number>) : undefined;
    return translate(issue.message, locale, params);
  }
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
