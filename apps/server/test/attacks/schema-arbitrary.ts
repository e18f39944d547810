// Request inputs generated from a route's JSON schema (the OpenAPI document at /api/docs/json):
// mostly well-formed values with hostile ones mixed in at every level.
import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour, as fastify-swagger writes it) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
}

/** Where a uuid-shaped value may come from: the ids of rows that exist, by what they are. */
export interface IdSource {
  /** A real id for a field or parameter of this name on this route (or any id when unsure). */
  idFor(name: string, route: string): fc.Arbitrary<string>;
  /** A real slug (blogs, events, campaigns). */
  slug: fc.Arbitrary<string>;
}

const HUGE = 'Đ'.repeat(100_001);

/** Numbers at and past every limit a column or a JSON parser has. */
const limitNumber = fc.constantFrom(
  0,
  -0,
  -1,
  1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  2 ** 63,
  1e308,
  -1e308,
  5e-324,
  0.5,
  1.0000001,
);

/** Strings that break naive code: control characters, NUL, lone surrogates, right-to-left, SQL and HTML. */
const nastyString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF lẻ',
  '\u202Eđảo chiều',
  '🙂👨‍👩‍👧‍👦',
  'Nguyễn Văn Đức',
  'Nguyễn Văn Đức',
  "'; DROP TABLE persons; --",
  '" OR 1=1 --',
  '%',
  '%%',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
  'toString',
  '0001-01-01',
  '9999-12-31T23:59:59Z',
  '2024-02-30',
  '1900-01-01T00:00:00+14:00',
  '\r\n\t',
  HUGE,
);

const anyString = fc.oneof(
  { arbitrary: nastyString, weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
);

/** Anything JSON can carry, nested a few levels, with prototype keys among the names. */
export const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: anyString, weight: 4 },
    { arbitrary: limitNumber, weight: 3 },
    { arbitrary: fc.constantFrom(true, false, null), weight: 2 },
    { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 1 },
    {
      arbitrary: fc.dictionary(
        fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'clanId', ''), fc.string()),
        tie('value'),
        { maxKeys: 4 },
      ),
      weight: 1,
    },
  ),
})).value;

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const dates = fc.date({
  min: new Date('1800-01-01T00:00:00Z'),
  max: new Date('2100-12-31T00:00:00Z'),
  noInvalidDate: true,
});

function validString(schema: JsonSchema, name: string, route: string, ids: IdSource): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return ids.idFor(name, route);
  if (schema.format === 'date-time') return dates.map((d) => d.toISOString());
  if (schema.format === 'date') return dates.map(isoDate);
  if (name === 'slug') return ids.slug;
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY));
  }
  if (name === 'email') return fc.emailAddress();
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  const edges = fc.constantFrom(min, max);
  const inside = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(inside, edges);
}

export interface GenOptions {
  ids: IdSource;
  route: string;
  /** Chance-weight of a hostile value at each node (0: well-formed only). */
  junkWeight: number;
}

/** A value for `schema`: well-formed, except that any node may be junk and required keys may go missing. */
export function fromSchema(
  schema: JsonSchema,
  name: string,
  options: GenOptions,
  depth = 0,
): fc.Arbitrary<unknown> {
  const base = wellFormed(schema, name, options, depth);
  const withNull = schema.nullable
    ? fc.oneof({ arbitrary: base, weight: 5 }, { arbitrary: fc.constant(null), weight: 1 })
    : base;
  if (options.junkWeight <= 0) return withNull;
  return fc.oneof({ arbitrary: withNull, weight: 6 }, { arbitrary: junk, weight: options.junkWeight });
}

function wellFormed(
  schema: JsonSchema,
  name: string,
  options: GenOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fromSchema(s, name, options, depth)));
  if (schema.allOf?.length) {
    const merged: JsonSchema = Object.assign({}, ...schema.allOf);
    return wellFormed(merged, name, options, depth);
  }
  const [type] = typesOf(schema);
  switch (type) {
    case 'string':
      return validString(schema, name, options.route, options.ids);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const items = schema.items ?? {};
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return fc.array(fromSchema(items, name, options, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectOf(schema, options, depth);
    default:
      return junk;
  }
}

function objectOf(schema: JsonSchema, options: GenOptions, depth: number): fc.Arbitrary<unknown> {
  if (depth > 5) return fc.constant({});
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const keys = Object.keys(properties);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) model[key] = fromSchema(properties[key] ?? {}, key, options, depth + 1);
  const record = fc.record(model, { requiredKeys: keys.filter((k) => required.has(k)) });
  if (options.junkWeight <= 0) return record;
  // Sometimes a required key goes missing, or a key nobody declared comes along.
  return fc
    .tuple(
      record,
      fc.option(fc.constantFrom(...(required.size ? [...required] : ['-'])), { freq: 6 }),
      fc.option(fc.tuple(fc.constantFrom('clanId', 'id', 'version', 'role', 'extra', 'createdBy'), junk), {
        freq: 5,
      }),
    )
    .map(([value, drop, extra]) => {
      const out: Record<string, unknown> = { ...value };
      if (drop !== null) delete out[drop];
      if (extra !== null) out[extra[0]] = extra[1];
      return out;
    });
}

/** A query-string value: what a browser would send for the schema, or hostile text. */
export function queryValue(schema: JsonSchema, name: string, options: GenOptions): fc.Arbitrary<string> {
  const stringify = (value: unknown): string => {
    if (typeof value === 'string') return value;
    if (value === null || value === undefined) return '';
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
  const wellFormedText = fromSchema(schema, name, { ...options, junkWeight: 0 }).map(stringify);
  if (options.junkWeight <= 0) return wellFormedText;
  return fc.oneof(
    { arbitrary: wellFormedText, weight: 3 },
    { arbitrary: anyString, weight: 2 },
    { arbitrary: limitNumber.map(String), weight: 1 },
  );
}

/** Every place in a JSON value a mutation can hit: the value itself, each key and each item, as paths. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      pathsOf(item, [...prefix, i], out);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  }
  return out;
}

type Mutation = 'replace' | 'delete' | 'extra';

function isRecord(value: unknown): value is Record<string | number, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function childOf(container: unknown, step: string | number): unknown {
  if (Array.isArray(container) && typeof step === 'number') return container[step];
  return isRecord(container) ? container[step] : undefined;
}

/**
 * A well-formed value with exactly one thing wrong: one node replaced by junk, one key dropped, or one
 * undeclared key added; so the request gets past every other check and the one fault is what is tried.
 */
export function oneMutation(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), junk, fc.constantFrom<Mutation>('replace', 'replace', 'delete', 'extra'))
    .map(([value, pick, bad, mutation]) => {
      const copy: unknown = JSON.parse(JSON.stringify(value ?? null));
      const paths = pathsOf(copy);
      const path = paths[pick % paths.length] ?? [];
      if (path.length === 0) return mutation === 'replace' ? bad : copy;
      let parent: unknown = copy;
      for (const step of path.slice(0, -1)) parent = childOf(parent, step);
      const last = path[path.length - 1] ?? '';
      if (Array.isArray(parent)) {
        if (mutation === 'replace' && typeof last === 'number') parent[last] = bad;
      } else if (isRecord(parent)) {
        if (mutation === 'replace') parent[last] = bad;
        else if (mutation === 'delete') delete parent[last];
        else parent.__extra = bad;
      }
      return copy;
    });
}

/** Raw bodies that are no JSON value of any schema: broken text, the wrong type, prototype poisoning. */
export const rawBodies: { label: string; contentType: string | undefined; body: string }[] = [
  { label: 'broken JSON', contentType: 'application/json', body: '{"name": ' },
  { label: 'trailing junk', contentType: 'application/json', body: '{"name":"a"}}}' },
  { label: 'empty JSON body', contentType: 'application/json', body: '' },
  { label: 'JSON null', contentType: 'application/json', body: 'null' },
  { label: 'JSON array', contentType: 'application/json', body: '[]' },
  { label: 'JSON string', contentType: 'application/json', body: '"chuỗi"' },
  { label: 'JSON number', contentType: 'application/json', body: '1e999' },
  { label: 'NaN', contentType: 'application/json', body: 'NaN' },
  {
    label: '__proto__ key',
    contentType: 'application/json',
    body: '{"__proto__":{"polluted":"có"},"name":"a"}',
  },
  {
    label: 'constructor.prototype key',
    contentType: 'application/json',
    body: '{"constructor":{"prototype":{"polluted":"có"}},"name":"a"}',
  },
  { label: 'deep nesting', contentType: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { label: 'invalid UTF-8', contentType: 'application/json', body: '{"name":"\udcff"}' },
  { label: 'text/plain', contentType: 'text/plain', body: 'xin chào' },
  { label: 'form', contentType: 'application/x-www-form-urlencoded', body: 'name=a&__proto__[x]=1' },
  { label: 'xml', contentType: 'application/xml', body: '<a>1</a>' },
  {
    label: 'broken multipart',
    contentType: 'multipart/form-data; boundary=xyz',
    body: '--xyz\r\nContent-Disp',
  },
  { label: 'multipart without boundary', contentType: 'multipart/form-data', body: 'abc' },
  { label: 'charset nonsense', contentType: 'application/json; charset=klingon', body: '{}' },
  { label: 'no content type', contentType: undefined, body: '{"name":"a"}' },
];
