import fc from 'fast-check';

/**
 * Malformed requests for every operation of the OpenAPI document: wrong types, missing and extra
 * fields, huge numbers, arrays where strings belong, control characters, very long strings, and
 * %-sequences or garbage in path parameters. Each field is sometimes left well formed, so a request
 * gets past the first check and reaches the deeper ones.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Operation {
  method: string;
  /** OpenAPI path, with `{name}` for each path parameter. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** The operations of the document, with their parameters and JSON body schema. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const params = op.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(
          params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        body: op.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

/** Every schema node below `schema`, to check what a request may carry. */
export function* schemaNodes(schema: JsonSchema): Generator<JsonSchema> {
  yield schema;
  for (const child of [
    ...Object.values(schema.properties ?? {}),
    ...(schema.items ? [schema.items] : []),
    ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : []),
    ...(schema.propertyNames ? [schema.propertyNames] : []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ]) {
    yield* schemaNodes(child);
  }
}

const hexId = fc.stringMatching(/^[0-9a-f]{24}$/);

const trickyStrings = [
  '\u0000',
  'a\u0000b',
  '\u001b[31mred',
  'line\r\nInjected: header',
  '\u007f\u0085\u009b',
  '%',
  '%00',
  '%zz',
  '%E0%A4%A',
  "'; drop table users; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\uFEFF',
  '\uD800',
  '💥'.repeat(300),
  'x'.repeat(100_000),
];

/** A character no text field should hold: C0 controls, DEL, C1 controls. */
const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => String.fromCharCode(code));

/** Strings no field should trust. */
const nastyString = fc.oneof(
  fc.constantFrom(...trickyStrings),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .tuple(
      fc.string({ unit: 'grapheme-ascii', maxLength: 10 }),
      controlCharacter,
      fc.string({ maxLength: 10 }),
    )
    .map(([a, control, b]) => `${a}${control}${b}`),
);

/** Any JSON value of the wrong kind for most fields. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -1, 0, 0.5, -0, true, false, null, [], {}),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nastyString, { maxKeys: 3 }),
  fc.constant(JSON.parse('['.repeat(500) + ']'.repeat(500)) as unknown),
);

/** Fields whose checks go beyond what their schema document says (an e-mail, matching passwords). */
const WELL_FORMED_BY_NAME: [RegExp, string][] = [
  [/email/i, 'someone@example.com'],
  [/password/i, 'correct horse battery staple'],
];

/** A value that the schema would accept, more or less, so that other fields are what gets checked. */
function wellFormed(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const known = WELL_FORMED_BY_NAME.find(([pattern]) => pattern.test(name));
  if (known && schema.type === 'string') return fc.constant(known[1]);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => wellFormed(choice, name)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 100 });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(wellFormed(schema.items ?? {}, name), { maxLength: 3 });
    case 'object':
      return objectOf(schema, wellFormed);
    case 'string':
      if (schema.pattern === '^[0-9a-f]{24}$') return hexId;
      if (schema.format === 'email') return fc.constant('someone@example.com');
      return fc.string({
        unit: 'grapheme-ascii',
        minLength: schema.minLength ?? 0,
        maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 20, 20)),
      });
    default:
      return fc.constant('x');
  }
}

const OMIT = Symbol('omit');

function objectOf(schema: JsonSchema, field: (s: JsonSchema, name: string) => fc.Arbitrary<unknown>) {
  const props = Object.entries(schema.properties ?? {});
  return fc
    .tuple(
      fc.tuple(...props.map(([name, s]) => field(s, name)), fc.constant(null)),
      fc.dictionary(fc.string({ maxLength: 12 }), nastyValue, { maxKeys: 2 }),
    )
    .map(([values, extra]) => {
      const out: Record<string, unknown> = { ...extra };
      props.forEach(([name], i) => {
        if (values[i] !== OMIT) out[name] = values[i];
      });
      return out;
    });
}

/** One field: missing, well formed or malformed. */
const fieldOf = (schema: JsonSchema, name: string): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: fc.constant(OMIT), weight: 1 },
    { arbitrary: wellFormed(schema, name), weight: 2 },
    { arbitrary: nastyValue, weight: 2 },
  );

/**
 * A well-formed object with one field spoiled: the likeliest way for bad input to get past the
 * schema's other checks and reach the service and the database.
 */
function oneFieldSpoiled(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(schema.properties ?? {});
  if (names.length === 0) return objectOf(schema, fieldOf);
  return fc
    .tuple(objectOf(schema, wellFormed), fc.constantFrom(...names), fc.oneof(nastyString, nastyValue))
    .map(([object, name, value]) => ({ ...object, [name]: value }));
}

/** What is sent as the body: a JSON text (valid or not) and its content type. */
export interface RawBody {
  payload: string;
  contentType: string;
}

function bodyOf(schema: JsonSchema): fc.Arbitrary<RawBody> {
  const json = (value: unknown): RawBody => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  });
  return fc.oneof(
    { arbitrary: oneFieldSpoiled(schema).map(json), weight: 4 },
    { arbitrary: objectOf(schema, fieldOf).map(json), weight: 2 },
    { arbitrary: nastyValue.map(json), weight: 1 },
    {
      arbitrary: fc.constantFrom<RawBody>(
        { payload: '{"a":', contentType: 'application/json' },
        { payload: '', contentType: 'application/json' },
        { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
        { payload: '{}', contentType: 'text/plain' },
        {
          payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}',
          contentType: 'application/json',
        },
      ),
      weight: 1,
    },
  );
}

function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be percent-encoded; send what a sloppy client would.
    return value.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80');
  }
}

/** A path or query value: percent-encoded garbage, or raw %-sequences as a broken client sends them. */
const urlValue = fc.oneof(
  nastyString.map(encode),
  fc
    .array(fc.constantFrom('%', '%25', '%00', '%zz', '%2F', '%E0%A4%A', '..', '%20', 'é', "'", 'a'), {
      minLength: 1,
      maxLength: 5,
    })
    .map((parts) => parts.join('')),
  hexId,
);

function queryOf(declared: Record<string, JsonSchema>): fc.Arbitrary<string> {
  const names = Object.keys(declared);
  const pair = fc.tuple(
    names.length > 0
      ? fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 }).map(encode))
      : fc.string({ maxLength: 8 }).map(encode),
    fc.oneof(
      urlValue,
      fc.constantFrom('1e308', '-1', 'NaN', '99999999999999999999', '0x10', '', 'true', 'en', 'fr'),
    ),
  );
  return fc
    .array(pair, { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
}

export type Identity = 'none' | 'valid' | 'garbage';

export interface FuzzRequest {
  method: string;
  url: string;
  body?: RawBody;
  auth: Identity;
  session: Identity;
}

/** Malformed requests for one operation. */
export function requestsFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const identity = fc.constantFrom<Identity>('none', 'valid', 'garbage');
  return fc
    .record({
      pathValues: fc.tuple(...op.pathParams.map(() => urlValue), fc.constant('')),
      query: queryOf(op.query),
      body: op.body ? bodyOf(op.body).map((b): RawBody | undefined => b) : fc.constant(undefined),
      auth: identity,
      session: identity,
    })
    .map(({ pathValues, query, body, auth, session }) => {
      let path = op.path;
      op.pathParams.forEach((name, i) => {
        path = path.replace(`{${name}}`, pathValues[i] ?? '');
      });
      return { method: op.method, url: `${path}${query}`, body, auth, session };
    });
}
