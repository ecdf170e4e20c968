import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZPairParams } from '../modules/calculator/index.js';
import { z, type ZodError } from 'zod';
import { fieldsFromZod, unstorablePath, validatorCompiler } from './validation.js';

describe('validation fast path', () => {
  const validate = validatorCompiler({ schema: ZPairParams, method: 'GET', url: '/', httpPart: 'params' });
  const id = fc.oneof(
    fc.integer({ min: -5, max: 2_147_483_660 }).map(String),
    fc.constantFrom('0', '01', ' 7', '7 ', '1e3', '0x10', '2147483647', '2147483648', '99999999999', ''),
    fc.string(),
  );

  it('answers exactly what zod answers, for any pair of path parameters', () => {
    fc.assert(
      fc.property(id, id, (from, to) => {
        const fast = validate({ from, to }) as { value?: unknown; error?: unknown };
        const zod = ZPairParams.safeParse({ from, to });
        expect(fast.error === undefined).toBe(zod.success);
        if (zod.success) expect(fast.value).toEqual(zod.data);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('text the database cannot keep', () => {
  it('finds NUL and half surrogate pairs in values and keys, at any depth', () => {
    expect(unstorablePath({ a: 'fine 😀', b: [1, 'ok'] })).toBeNull();
    expect(unstorablePath({ a: { b: ['ok', 'x\u0000y'] } })).toEqual(['a', 'b', 1]);
    expect(unstorablePath({ name: 'R\ud800zM' })).toEqual(['name']);
    expect(unstorablePath({ name: 'x\udfff' })).toEqual(['name']);
    expect(unstorablePath({ requisites: { 'we\u0000ird': 'x' } })).toEqual(['requisites', 'we\u0000ird']);
    expect(unstorablePath('\u0000')).toEqual([]);
    // Deeper than a recursive walk would survive.
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 20_000; i += 1) deep = [deep];
    expect(unstorablePath(deep)).toHaveLength(20_000);
  });

  it('refuses such text before the schema, naming the field', () => {
    const validate = validatorCompiler({
      schema: z.object({ note: z.string() }),
      method: 'POST',
      url: '/',
      httpPart: 'body',
    });
    const refused = validate({ note: 'a\u0000b' }) as { error?: ZodError };
    expect(fieldsFromZod(refused.error as ZodError, 'en', 'body')).toEqual({
      note: ['The text contains a character that cannot be kept: NUL or half of a surrogate pair.'],
    });
    expect(validate({ note: 'ab' })).toEqual({ value: { note: 'ab' } });
  });
});
