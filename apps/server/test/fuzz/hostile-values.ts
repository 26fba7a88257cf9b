import fc from 'fast-check';

/** Text PostgreSQL cannot store at all. */
const UNSTORABLE_STRINGS = ['\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uDBFFy', '\uDC00\uD800'];

/** Strings chosen to break a parser, a query, a log line or a column rather than a rule. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\uFEFF',
  '\u202Eevil',
  '🏡',
  'e\u0301',
  '\r\n\t',
  "'; drop table identities; --",
  '" or 1=1 --',
  '$1',
  '%00',
  '%s%n',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '$' + '{jndi:ldap://x}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-0',
  '1e309',
  '9'.repeat(400),
  'a'.repeat(5000),
  '0000-00-00',
  '2024-02-30',
  '9999-12-31T23:59:59Z',
  '00000000-0000-0000-0000-000000000000',
];

/** Any text at all: lone surrogates, NULs and control characters included. */
export const anyText = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...UNSTORABLE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

/** A well-shaped string spoiled by a hostile one somewhere in it. */
export function spoiled(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(text, anyText, fc.nat()).map(([value, bad, at]) => {
    const index = value.length === 0 ? 0 : at % (value.length + 1);
    return `${value.slice(0, index)}${bad}${value.slice(index)}`;
  });
}

/** Numbers at and past every edge a column or a rule might have. */
export const anyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    1e-320,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, deep enough to reach nested fields, with hostile text in it. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyText,
    anyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(anyText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/**
 * The value with one of its strings (a leaf or a key, picked by `at`) replaced by hostile text:
 * a request shaped well enough to reach the handler, carrying one thing it must refuse or survive.
 */
export function withHostileString(value: unknown, at: number, text: string): unknown {
  const slots = countStrings(value);
  return slots === 0 ? value : replaceString(value, { left: at % slots }, text);
}

function countStrings(value: unknown): number {
  if (typeof value === 'string') {
    return 1;
  }
  if (value === null || typeof value !== 'object') {
    return 0;
  }
  return Object.entries(value).reduce(
    (total, [key, item]) => total + (Array.isArray(value) ? 0 : key ? 1 : 0) + countStrings(item),
    0,
  );
}

function replaceString(value: unknown, cursor: { left: number }, text: string): unknown {
  if (typeof value === 'string') {
    return cursor.left-- === 0 ? text : value;
  }
  if (value === null || typeof value !== 'object') {
    return value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => replaceString(item, cursor, text));
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const renamed = key && cursor.left-- === 0 ? text : key;
      return [renamed, replaceString(item, cursor, text)];
    }),
  );
}
