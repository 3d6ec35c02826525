import fc from 'fast-check';
import type { JsonSchema, Operation, SentRequest } from './openapi-operations.ts';
import { fillPath } from './openapi-operations.ts';

/**
 * fast-check arbitraries for what an attacker or a broken client sends: text full of control,
 * bidi and unpaired-surrogate characters, numbers past every integer range, wrong types,
 * prototype-pollution keys, deep or huge JSON, malformed percent-encoding and wrong content types.
 * Values that fit an operation's schema are mixed in (enum members, boundary numbers, the known
 * ids of a small catalogue) so that requests also get past validation into the database code.
 */

const nastyCharacters = [
  '\u0000',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u200b',
  '\u200c',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u2028',
  '\ufeff',
  '\ufffd',
  '\ufffe',
  '\uffff',
  '\ud800',
  '\udfff',
  '😀',
  'ب',
  'ی',
  '٠',
  '۹',
  'a',
  ' ',
  '%',
  '_',
  '\\',
  "'",
  '"',
  '\n',
  '\t',
];

const nastyStrings = [
  '',
  ' ',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, not a template
  '${jndi:ldap://example.com/a}',
  '{{7*7}}',
  '../../../etc/passwd',
  '%00',
  '%E0%A4%A',
  'null',
  'undefined',
  'NaN',
  'true',
  '[]',
  '{}',
  '1e3',
  '+5',
  '-1',
  '0x10',
  '2147483648',
  '99999999999999999999',
  'tt0111161',
  'https://www.imdb.com/title/tt0111161',
  'a@b.co',
  'ABCD-EFGH-JKMN-PQRS-TVWX',
  'x'.repeat(5000),
  'ب'.repeat(3000),
];

/** Any text a client could put in a string field. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.constantFrom(...nastyCharacters), maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(...nastyStrings),
  fc
    .tuple(fc.constantFrom(...nastyCharacters), fc.integer({ min: 1_000, max: 60_000 }))
    .map(([character, times]) => character.repeat(times)),
);

/** Numbers at and past every boundary a database column or JavaScript has. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    4_294_967_296,
    9_007_199_254_740_991,
    9_007_199_254_740_992,
    1e21,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const pollutingKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '$ne',
  '$where',
];
const hostileKey = fc.oneof(fc.constantFrom(...pollutingKeys), fc.string({ maxLength: 12 }));

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
);

/** Any JSON value: scalars, arrays and objects (with polluting keys), a few levels deep. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A value the schema may accept, at its edges: enum members, bounds, formats. */
function plausible(schema: JsonSchema, knownIds: number[]): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => plausible(choice, knownIds)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const bounds = [schema.minimum, schema.maximum].filter((bound): bound is number => bound !== undefined);
      return fc.oneof(fc.constantFrom(...knownIds, ...bounds), fc.integer({ min: 0, max: 10 }));
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema.items ?? {}, knownIds), { maxLength: 3 });
    case 'object':
      return objectFor(schema, knownIds);
    case 'string':
      if (schema.format === 'email') return fc.constantFrom('someone@example.com', 'ALICE@Example.COM');
      if (schema.pattern?.includes('tt')) return fc.constantFrom('tt0000001', 'tt0111161', '1');
      if (schema.pattern?.includes('\\d')) return fc.constantFrom(...knownIds.map(String), '2147483647');
      return fc.oneof(
        fc.constantFrom('سلام دنیا', 'Tiny Film', 'pardeh-secret-1', 'tiny', 'drama'),
        hostileText,
      );
    default:
      return hostileJson;
  }
}

/** An object for a schema: each property plausible, hostile or missing, plus stray keys. */
function objectFor(schema: JsonSchema, knownIds: number[]): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).map(([key, property]) =>
    fc
      .option(
        fc.oneof(
          { weight: 3, arbitrary: plausible(property, knownIds) },
          { weight: 2, arbitrary: hostileJson },
        ),
        {
          freq: 6,
        },
      )
      .map((value) => [key, value] as const),
  );
  return fc
    .tuple(fc.tuple(...fields), fc.dictionary(hostileKey, hostileJson, { maxKeys: 2 }))
    .map(([present, extra]) => {
      const object: Record<string, unknown> = {};
      for (const [key, value] of present) if (value !== null) object[key] = value;
      for (const [key, value] of Object.entries(extra))
        Object.defineProperty(object, key, { value, enumerable: true });
      return object;
    });
}

/** JSON text that is not what any parser should take whole. */
const brokenJsonText = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  "{'a':1}",
  '{"a":1,}',
  'NaN',
  '\u0000',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}',
  `${'['.repeat(3_000)}${']'.repeat(3_000)}`,
  `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`,
  JSON.stringify({ list: Array.from({ length: 20_000 }, (_, index) => index) }),
  JSON.stringify({ text: 'x'.repeat(300_000) }),
);

const wrongContentTypes = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
);

/** Percent-encodes text; unpaired surrogates (which UTF-8 cannot carry) become U+FFFD first. */
const encode = (text: string) =>
  encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );

/** A path segment: a known id, a boundary, or something that is no id, encoded or not. */
function pathSegment(knownIds: number[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...knownIds.map(String), '2147483647', 'tt0000001', 'drama', 'tiny'),
    fc.constantFrom('2147483648', '99999999999999999999', '0', '-1', '1e3', '+5', '0x10', '1.5', '%20', '..'),
    fc.constantFrom('%E0%A4%A', '%ZZ', '%', '%00', '%C0%AF', '%FF%FE'),
    hostileText.filter((text) => text.length < 500).map(encode),
  );
}

/** A query value: plausible for its schema, hostile, or broken percent-encoding. */
function queryValue(schema: JsonSchema, knownIds: number[]): fc.Arbitrary<string> {
  return fc.oneof(
    plausible(schema, knownIds).map((value) => encode(String(value))),
    hostileText.filter((text) => text.length < 2_000).map(encode),
    fc.constantFrom('%ZZ', '%E0%A4%A', '%00', '%'),
  );
}

export interface Session {
  bearer: string;
  csrf: { token: string; cookie: string };
}

/**
 * Requests for one operation: hostile or edge values in every place it reads input, sent as the
 * signed-in user or anonymously, from ever-changing client addresses (so per-address rate limits
 * do not hide the validation behind a 429).
 */
export function hostileRequest(
  operation: Operation,
  knownIds: number[],
  session: Session,
): fc.Arbitrary<SentRequest> {
  const pathNames = operation.parameters.filter((parameter) => parameter.in === 'path').map((p) => p.name);
  const queries = operation.parameters.filter((parameter) => parameter.in === 'query');

  const segments = fc.tuple(...pathNames.map(() => pathSegment(knownIds)));
  const query = fc
    .tuple(
      fc.tuple(
        ...queries.map((parameter) =>
          fc
            .option(queryValue(parameter.schema, knownIds), { freq: 3 })
            .map((value) => (value === null ? [] : [`${parameter.name}=${value}`])),
        ),
      ),
      fc.option(fc.constantFrom('__proto__[x]=1', 'page=1&page=2', 'constructor=1', '&&&', '=', 'x=%ZZ'), {
        freq: 4,
      }),
    )
    .map(([parts, extra]) => [...parts.flat(), ...(extra ? [extra] : [])].join('&'));

  const withBody = operation.body !== null || operation.method !== 'GET';
  const body: fc.Arbitrary<{ text?: string; contentType?: string }> = withBody
    ? fc.oneof(
        {
          weight: 6,
          arbitrary: objectFor(operation.body ?? {}, knownIds).map((value) => ({
            text: JSON.stringify(value),
          })),
        },
        { weight: 2, arbitrary: hostileJson.map((value) => ({ text: JSON.stringify(value) ?? 'null' })) },
        { weight: 2, arbitrary: brokenJsonText.map((text) => ({ text })) },
        {
          weight: 1,
          arbitrary: fc.record({ text: fc.string({ maxLength: 50 }), contentType: wrongContentTypes }),
        },
        { weight: 1, arbitrary: fc.constant({}) },
      )
    : fc.constant({});

  return fc
    .record({
      segments,
      query,
      body,
      signedIn: fc.boolean(),
      withCsrf: fc.nat(9).map((roll) => roll > 0),
      client: fc.ipV4(),
    })
    .map(({ segments: values, query: search, body: sent, signedIn, withCsrf, client }) => {
      const path = fillPath(
        operation.path,
        Object.fromEntries(pathNames.map((name, index) => [name, values[index] ?? ''])),
      );
      const headers: Record<string, string> = { 'x-forwarded-for': client };
      if (signedIn) headers.authorization = `Bearer ${session.bearer}`;
      if (withCsrf) {
        headers.cookie = session.csrf.cookie;
        headers['x-xsrf-token'] = session.csrf.token;
      }
      if (sent.text !== undefined) headers['content-type'] = sent.contentType ?? 'application/json';
      return {
        method: operation.method,
        target: search ? `${path}?${search}` : path,
        headers,
        ...(sent.text !== undefined ? { body: sent.text } : {}),
      };
    });
}
