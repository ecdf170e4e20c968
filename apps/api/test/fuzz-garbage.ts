/**
 * The garbage of the API fuzz (issue 8): values that replace fitting ones (number look-alikes,
 * unicode edge cases, injections, huge and negative numbers, decimals too large or too precise for
 * their columns, anything JSON can carry), poison
 * characters a fitting text may not survive, and raw bodies a JSON parser should refuse (wrong
 * content types, malformed JSON, multipart, too much).
 */
import fc from 'fast-check';

/** Strings that broke parsers somewhere: number look-alikes, unicode edge cases, injections. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '1e309',
  '-1e309',
  '-0',
  '0x10',
  '0b101',
  '0o17',
  '١٢٣',
  '１２３',
  '1_000',
  '1,5',
  ' 1 ',
  '+1',
  '.5',
  '5.',
  '1e-400',
  '0.0000000000000000000000000000001',
  '99999999999999999999999999999999999999',
  '-99999999999999999999999999999999999999',
  '9007199254740993',
  '2147483648',
  '-2147483649',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום',
  '😀👍🏽👨‍👩‍👧‍👦',
  '\ufeff',
  '\u200b',
  'Ω≈ç√∫',
  'ǅ',
  'İ',
  '\r\n\t\u000b\f',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '%00',
  '%',
  '%%',
  'http://169.254.169.254/latest/meta-data/',
  'javascript:alert(1)',
  'user@',
  '@example.com',
  'a@b',
  '0001-01-01',
  '9999-12-31T23:59:59Z',
  '2026-02-30',
  '-000001-01-01T00:00:00Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '__proto__',
] as const;

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  0.1 + 0.2,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e21,
  123456789.12345679,
] as const;

/**
 * Decimal strings at and past what a `numeric(38,18)` column holds (docs/decisions/030): 21 to 40
 * digits before the point, 19 to 40 after it, negative ones, exponent spellings, and the very edge.
 */
export const hugeDecimal: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[1-9]\d{20,39}$/),
  fc.stringMatching(/^(0|[1-9]\d{0,19})\.\d{19,40}$/),
  fc.stringMatching(/^-[1-9]\d{0,40}(\.\d{1,30})?$/),
  fc.constantFrom(
    '1e30',
    '1E+21',
    '1e-30',
    '-1e30',
    '123456789012345678901',
    '99999999999999999999.999999999999999999',
    '99999999999999999999.9999999999999999999',
    '100000000000000000000',
    '0.0000000000000000001',
  ),
);

/** A string of 10 thousand to 200 thousand characters, now and then a million (over the body limit). */
const longString = fc
  .tuple(
    fc.oneof(
      { arbitrary: fc.integer({ min: 10_000, max: 200_000 }), weight: 9 },
      { arbitrary: fc.constant(1_000_000), weight: 1 },
    ),
    fc.constantFrom('a', '9', 'я', '😀', '\u202e', ' ', '\u0000', '%'),
  )
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

export const garbageString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 6 },
  { arbitrary: hugeDecimal, weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: longString, weight: 1 },
);

export const garbageNumber: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_NUMBERS), weight: 3 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
);

const garbageScalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: garbageString, weight: 4 },
  { arbitrary: garbageNumber, weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false), weight: 1 },
);

/** Object keys that tempt a careless merge: prototypes, ids, roles, nothing. */
export const garbageKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'role', 'status', 'userId', '', ' '),
  fc.string({ maxLength: 12 }),
);

/** Anything JSON can carry, nested a few levels. */
export const garbage: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    { arbitrary: garbageScalar, weight: 5 },
    { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 1 },
    { arbitrary: fc.dictionary(garbageKey, tie('value'), { maxKeys: 4 }), weight: 1 },
  ),
})).value;

/** Characters that a fitting text may still not survive: NUL, a lone surrogate, RTL override, an emoji. */
export const POISON = ['\u0000', '\ud800', '\u202e', '😀', '\ufffe'] as const;

/** `text` with a poison character inside, or poison alone when it is not a text. */
export function poisoned(text: unknown, pick: number): string {
  const poison = POISON[pick % POISON.length] ?? '\u0000';
  if (typeof text !== 'string') return poison;
  const at = pick % (text.length + 1);
  return `${text.slice(0, at)}${poison}${text.slice(at)}`;
}

/** JSON text of any value (`undefined` is written as `null`, as a client's serializer would). */
export const jsonOf = (value: unknown): string => (value === undefined ? 'null' : JSON.stringify(value));

export interface TRawBody {
  contentType: string | undefined;
  payload: string | Buffer;
}

const MALFORMED_JSON = [
  '{',
  '}',
  '[1,2',
  '{"a":1,}',
  "{'a':1}",
  '{"a":01}',
  '{"a":1e}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  'nul',
  'tru',
  '"unterminated',
  '{"a":"\\u12"}',
  '{"a":"\\x41"}',
  '\ufeff{"a":1}',
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  '\u0000',
  '/* comment */ {}',
  ' ',
  '\n',
  '[]',
  'null',
  '0',
  '-1',
  '"string"',
  'true',
  // Valid JSON with numbers no double holds.
  '{"amount":1e400,"id":1e400,"page":1e400}',
  '{"id":123456789012345678901234567890,"fromPs":-0,"toPs":1.0e-400}',
  '[1e400]',
] as const;

/** What a multipart upload looks like, with a file part of arbitrary type and bytes. */
const multipart = fc
  .tuple(
    fc.constantFrom('photo', 'file', 'logo', '', '"'),
    fc.constantFrom('a.png', 'a.jpg', '../../x.png', 'x'.repeat(300), 'a\u0000.png', 'фото.webp'),
    fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'text/html', ''),
    fc.oneof(
      fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
      fc.constant(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')),
      fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
    ),
    fc.boolean(),
  )
  .map(([field, filename, type, bytes, closed]): TRawBody => {
    const boundary = 'fuzzboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
    const tail = closed ? `\r\n--${boundary}--\r\n` : '';
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(tail)]),
    };
  });

/** Bodies with the wrong content type, malformed JSON, nothing at all, or too much. */
export function rawBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<TRawBody> {
  const json = 'application/json';
  return fc.oneof(
    fc.constantFrom(...MALFORMED_JSON).map((payload) => ({ contentType: json, payload })),
    fc.constant({ contentType: json, payload: '' }),
    fc.constant({ contentType: json, payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` }),
    fc.constant({ contentType: json, payload: `{"a":"${'x'.repeat(1_100_000)}"}` }),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'application/json; charset=utf-16',
          'application/json; charset=koi8-r',
          'application/jsonx',
          'application/vnd.api+json',
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'image/png',
          '*/*',
          '💥/💥',
          ';;;',
          '',
        ),
        valid,
      )
      .map(([contentType, value]) => ({ contentType, payload: jsonOf(value) })),
    fc.constant({ contentType: undefined, payload: 'a=1&b=2' }),
    fc.constant({ contentType: 'application/x-www-form-urlencoded', payload: 'email=a%40b.c&amount=1' }),
    multipart,
  );
}
