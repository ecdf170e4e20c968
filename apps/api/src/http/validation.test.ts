import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZPairParams } from '../modules/calculator/calculator.routes.js';
import { validatorCompiler } from './validation.js';

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
