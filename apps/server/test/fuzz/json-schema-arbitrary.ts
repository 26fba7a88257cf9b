import fc from 'fast-check';
import type { JsonSchema } from '../openapi-operations.ts';
import { anyJson, anyNumber, anyText, spoiled } from './hostile-values.ts';

/**
 * `valid`: values the schema accepts (as far as the keywords the document uses tell), so a request
 * gets past validation to the handler and the database — the caller then spoils one string in it.
 * `chaos`: the schema's shape with anything anywhere (wrong types, edge numbers, extra fields).
 */
export type SchemaMode = 'valid' | 'chaos';

/** Values for a JSON Schema of the OpenAPI document: valid ones mostly, chaotic ones now and then. */
export function arbitraryFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: valuesFor(schema, 'valid') },
    { weight: 1, arbitrary: valuesFor(schema, 'chaos') },
  );
}

export function valuesFor(
  schema: JsonSchema | undefined,
  mode: SchemaMode,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) {
    return mode === 'valid' ? fc.constant(null) : anyJson;
  }
  const shaped = shapedFor(schema, mode, depth);
  return mode === 'valid'
    ? shaped
    : fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: anyJson });
}

function shapedFor(schema: JsonSchema, mode: SchemaMode, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => valuesFor(alternative, mode, depth + 1)));
  }
  if (schema.const !== undefined) {
    return fc.constant(schema.const);
  }
  if (schema.enum) {
    return fc.constantFrom(...schema.enum);
  }
  const value = byType(schema, mode, depth);
  return schema.nullable ? fc.option(value, { nil: null }) : value;
}

function byType(schema: JsonSchema, mode: SchemaMode, depth: number): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, mode);
    case 'integer':
    case 'number':
      return numberFor(schema, type, mode);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valuesFor(schema.items, mode, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 5),
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return objectFor(schema, mode, depth);
    default:
      return mode === 'valid' ? fc.oneof(fc.string(), fc.integer(), fc.boolean()) : anyJson;
  }
}

function stringFor(schema: JsonSchema, mode: SchemaMode): fc.Arbitrary<string> {
  const fromPattern = schema.pattern ? matching(schema.pattern) : undefined;
  const plain =
    fromPattern ??
    (schema.format === 'uuid'
      ? fc.uuid()
      : fc.string({
          minLength: Math.min(schema.minLength ?? 0, 60),
          maxLength: Math.min(schema.maxLength ?? 40, 60),
        }));
  return mode === 'valid'
    ? plain
    : fc.oneof(
        { weight: 2, arbitrary: plain },
        { weight: 1, arbitrary: spoiled(plain) },
        { weight: 1, arbitrary: anyText },
      );
}

function numberFor(schema: JsonSchema, type: 'integer' | 'number', mode: SchemaMode): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  const inRange =
    type === 'integer'
      ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
      : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return mode === 'valid' ? inRange : fc.oneof(inRange, anyNumber);
}

/** fast-check reads most patterns; one it cannot (a look-around) falls back to plain text. */
function matching(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

function objectFor(schema: JsonSchema, mode: SchemaMode, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, valuesFor(property, mode, depth + 1)]),
  );
  const requiredKeys = (schema.required ?? []).filter((key) => key in fields);
  const known = fc.record(fields, { requiredKeys });
  const open = schema.additionalProperties !== false && Object.keys(properties).length === 0;
  const extras =
    mode === 'chaos'
      ? fc.dictionary(anyText, anyJson, { maxKeys: 2 })
      : open
        ? fc.dictionary(
            fc.string({ minLength: 1, maxLength: 20 }),
            fc.oneof(fc.string(), fc.integer(), fc.boolean()),
            {
              maxKeys: 4,
            },
          )
        : fc.constant({});
  return fc.tuple(known, extras).map(([value, more]) => ({ ...more, ...value }));
}
