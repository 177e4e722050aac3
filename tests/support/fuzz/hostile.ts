/**
 * Hostile inputs for fuzzing the API: text that attacks (SQL, script, path traversal, header
 * splitting), text that breaks storage or parsers (NUL, lone surrogates, huge), and JSON of the
 * wrong type or shape.
 */
import fc from 'fast-check';

export const ATTACKS = [
  "' OR '1'='1",
  "1; DROP TABLE parts; --",
  "'); DELETE FROM listings; --",
  '1 UNION SELECT username, id FROM sessions --',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  'a\u0000b',
  '\u0000',
  '\r\nSet-Cookie: evil=1',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u200b\ufeff',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🚗💨 Ærø straße 日本',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '1e309',
  '2147483648',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  '0x10',
  '1.5',
  ' ',
  '',
  'true',
  'null',
  '[]',
  '{}',
] as const;

/** Text from every corner: attacks, random unicode (lone surrogates included), and huge strings. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ATTACKS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', '\u0000', '日', '<', "'", '%'), fc.integer({ min: 201, max: 100_000 }))
      .map(([unit, times]) => unit.repeat(times)),
  },
);

/** A JSON value of any type, hostile strings inside. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2),
    fc.integer(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** JSON nested far deeper than any real request: arrays or objects, thousands of levels. */
export const deeplyNested: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 1_000, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) => (arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)));

/** A value for a query parameter: one hostile string, or the key repeated (an array). */
export const queryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }) },
);

/** A path segment: encoded hostile text, or raw bytes that are not valid percent-encoding. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileString.filter((s) => s.length > 0).map((s) => encodeURIComponent(toWellFormed(s))) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%00', '%E0%A4%A', '%C0%AE%C0%AE', '..', '%2e%2e%2f', ';', '%0d%0a', '1%23', '1%3F') },
);

/** encodeURIComponent throws on lone surrogates: replace them, as a browser would. */
export function toWellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}
