/**
 * fast-check arbitraries of the API fuzz (issue 8): values that fit an operation's JSON schema
 * from the OpenAPI document, and the mutations that break one part of them (wrong types, missing
 * and extra fields); the garbage they draw on is in fuzz-garbage.ts.
 */
import fc from 'fast-check';
import { garbage, garbageKey, hugeDecimal, poisoned } from './fuzz-garbage.js';

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
      const pattern = new RegExp(schema.pattern, 'u');
      const fitting = fc
        .stringMatching(pattern)
        .map((s) =>
          s.length >= minLength
            ? s.slice(0, limit)
            : s.repeat(Math.ceil(minLength / Math.max(1, s.length))).slice(0, limit),
        );
      // A decimal whose pattern takes any length: now and then one its pattern takes but its
      // column cannot hold (decision 030). The filter passes most of them (all but signs and
      // exponents), so it never starves.
      const isDecimal =
        pattern.test('12.5') && pattern.test(`1${'0'.repeat(30)}.${'5'.repeat(30)}`) && !pattern.test('x');
      return isDecimal
        ? fc.oneof(
            { arbitrary: fitting, weight: 3 },
            { arbitrary: hugeDecimal.filter((d) => pattern.test(d)), weight: 1 },
          )
        : fitting;
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
