/**
 * fast-check arbitraries of the API fuzz (issue 8): values that fit an operation's JSON schema
 * from the OpenAPI document, the garbage that replaces them, and the mutations between the two
 * (wrong types, missing and extra fields), plus raw bodies a JSON parser should refuse.
 */
import fc from 'fast-check';

/** A JSON schema as `@fastify/swagger` writes it from the zod contracts (the subset we read). */
export interface TJsonSchema {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  additionalProperties?: boolean | TJsonSchema;
  propertyNames?: TJsonSchema;
  items?: TJsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
}

/** Values known to exist in the fuzzed database, by the name of the field that carries them. */
export type THints = Record<string, readonly unknown[]>;

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

const garbageKey = fc.oneof(
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

/** The schema `$ref` points at, or the schema itself. */
export function resolve(schema: TJsonSchema, components: Record<string, TJsonSchema>): TJsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 10; hops += 1) {
    current = components[current.$ref.split('/').pop() ?? ''] ?? {};
  }
  return current;
}

function stringOf(schema: TJsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 30, 30));
  switch (schema.format ?? '') {
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 254));
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl();
    default:
      break;
  }
  if (schema.pattern) {
    try {
      // Stretched or cut to the length limits rather than filtered (a filter may never pass).
      const limit = schema.maxLength ?? Infinity;
      return fc
        .stringMatching(new RegExp(schema.pattern, 'u'))
        .map((s) =>
          s.length >= minLength
            ? s.slice(0, limit)
            : s.repeat(Math.ceil(minLength / Math.max(1, s.length))).slice(0, limit),
        );
    } catch {
      // A pattern fast-check cannot read: fall back to plain strings.
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberOf(schema: TJsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1e6 : schema.exclusiveMinimum + 1);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1e6 : schema.exclusiveMaximum - 1);
  if (integer) {
    const low = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
    const high = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
    // Mostly small values, where the real data lives, and the edges: the bounds and int4's.
    const edges = [low, high, 2 ** 31 - 1, 2 ** 31, 2 ** 32].filter((n) => n >= low && n <= high);
    return fc.oneof(
      { arbitrary: fc.integer({ min: low, max: Math.max(low, Math.min(high, low + 100)) }), weight: 3 },
      { arbitrary: fc.constantFrom(...edges), weight: 1 },
      { arbitrary: fc.maxSafeInteger().map((n) => Math.min(high, Math.max(low, n))), weight: 1 },
    );
  }
  return fc.double({ min, max, noNaN: true });
}

/**
 * Values that fit `schema` (as far as a JSON schema says; refinements zod checks on top may still
 * refuse them). Fields named in `hints` take known values half of the time.
 */
export function valueOf(
  schema: TJsonSchema,
  components: Record<string, TJsonSchema>,
  hints: THints = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  const examples = [...(s.examples ?? []), ...(s.example === undefined ? [] : [s.example])];
  const generated = valueOfShape(s, components, hints, depth);
  return examples.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...examples), weight: 1 }, { arbitrary: generated, weight: 1 })
    : generated;
}

function valueOfShape(
  s: TJsonSchema,
  components: Record<string, TJsonSchema>,
  hints: THints,
  depth: number,
): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => valueOf(c, components, hints, depth)));
  if (s.allOf?.length) {
    const parts = s.allOf.map((part) => resolve(part, components));
    return valueOfShape(
      {
        type: 'object',
        properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) as Record<string, TJsonSchema>,
        required: parts.flatMap((p) => p.required ?? []),
      },
      components,
      hints,
      depth,
    );
  }
  const type = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (type.length > 1)
    return fc.oneof(...type.map((t) => valueOfShape({ ...s, type: t }, components, hints, depth)));
  switch (type[0] ?? '') {
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = s.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) {
        const plain = valueOf(property, components, hints, depth + 1);
        const known = hints[name];
        model[name] = known?.length ? fc.oneof(fc.constantFrom(...known), plain) : plain;
      }
      const required = (s.required ?? []).filter((name) => name in properties);
      const record = fc.record(model, { requiredKeys: required });
      if (s.additionalProperties && typeof s.additionalProperties === 'object') {
        const keys = s.propertyNames
          ? stringOf(resolve(s.propertyNames, components))
          : fc.string({ maxLength: 12 });
        const extra = fc.dictionary(keys, valueOf(s.additionalProperties, components, hints, depth + 1), {
          maxKeys: 3,
        });
        return fc.tuple(extra, record).map(([more, fixed]) => ({ ...more, ...fixed }));
      }
      return record;
    }
    case 'array':
      return fc.array(s.items ? valueOf(s.items, components, hints, depth + 1) : garbage, {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      });
    case 'string':
      return stringOf(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return garbage;
  }
}

type TPath = (string | number)[];

function pathsOf(value: unknown, prefix: TPath = [], into: TPath[] = []): TPath[] {
  into.push(prefix);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...prefix, i], into));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], into);
  return into;
}

type TMutation = 'replace' | 'delete' | 'extra' | 'wrap' | 'stringify' | 'poison';

/** Characters that a fitting text may still not survive: NUL, a lone surrogate, RTL override, an emoji. */
export const POISON = ['\u0000', '\ud800', '\u202e', '😀', '\ufffe'] as const;

/** `text` with a poison character inside, or poison alone when it is not a text. */
export function poisoned(text: unknown, pick: number): string {
  const poison = POISON[pick % POISON.length] ?? '\u0000';
  if (typeof text !== 'string') return poison;
  const at = pick % (text.length + 1);
  return `${text.slice(0, at)}${poison}${text.slice(at)}`;
}

function mutateAt(value: unknown, path: TPath, mutation: TMutation, junk: unknown, key: string): unknown {
  if (path.length === 0) {
    switch (mutation) {
      case 'replace':
      case 'delete':
        return junk;
      case 'extra':
        return value && typeof value === 'object' && !Array.isArray(value) ? { ...value, [key]: junk } : junk;
      case 'wrap':
        return [value];
      case 'stringify':
        return JSON.stringify(value);
      case 'poison':
        return poisoned(value, key.length);
    }
  }
  const [head, ...rest] = path as [string | number, ...TPath];
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && mutation === 'delete') copy.splice(Number(head), 1);
    else copy[Number(head)] = mutateAt(copy[Number(head)], rest, mutation, junk, key);
    return copy;
  }
  const record = value as Record<string, unknown>;
  if (rest.length === 0 && mutation === 'delete')
    return Object.fromEntries(Object.entries(record).filter(([name]) => name !== head));
  return { ...record, [head]: mutateAt(record[head], rest, mutation, junk, key) };
}

/** A fitting value with one part broken: replaced by garbage, removed, wrapped, or given a stranger. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      valid,
      fc.nat(),
      fc.constantFrom<TMutation>(
        'replace',
        'replace',
        'replace',
        'delete',
        'delete',
        'extra',
        'wrap',
        'stringify',
        'poison',
        'poison',
      ),
      garbage,
      garbageKey,
    )
    .map(([value, pick, mutation, junk, key]) => {
      const paths = pathsOf(value);
      return mutateAt(value, paths[pick % paths.length] ?? [], mutation, junk, key);
    });
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
