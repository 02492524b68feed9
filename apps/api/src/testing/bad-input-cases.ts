import fc from 'fast-check';
import { z } from 'zod';
import type { RestRoute } from '../rest/route.js';

/*
 * Bad requests for every REST route, generated from the route's own input schema (the zod schema
 * its OpenAPI entry is built from): each field missing, null, of the wrong type, out of range or
 * odd text; the body malformed, of the wrong shape or type; the path ids nonsense. Plus random
 * values for every field from fast-check, with a fixed seed so a failure can be replayed.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  default?: unknown;
};

export type BadRequest = {
  /** What was wrong, for the failure message. */
  label: string;
  method: RestRoute['method'];
  url: string;
  body?: string;
  contentType?: string;
};

const ODD_TEXTS: [string, string][] = [
  ['a NUL character', 'Ann\u0000Lee'],
  ['an escape sequence', 'Ann\u001b[31mLee'],
  ['a right-to-left override', 'Ann\u202eeeL'],
  ['a lone surrogate', 'Ann\ud800Lee'],
  ['emoji', '🏈⛪🙏'.repeat(40)],
  ['only spaces', '     '],
  ['an empty string', ''],
  ['100 kB of text', 'x'.repeat(100_000)],
];

const NONSENSE_IDS = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999',
  'abc',
  '1e3',
  '%00',
  'x'.repeat(500),
];

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function typeOf(schema: JsonSchema): string | undefined {
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return typeOf(variant);
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/** A value of the wrong JSON type for a field of this schema. */
function wrongTypeFor(schema: JsonSchema): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'twelve';
    case 'boolean':
      return 'yes';
    case 'array':
      return 'not a list';
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return { unexpected: true };
  }
}

function outOfRangeFor(schema: JsonSchema): [string, unknown][] {
  const type = typeOf(schema);
  if (type === 'number' || type === 'integer') {
    const values: [string, unknown][] = [
      ['a huge number', 1e308],
      ['a huge negative number', -1e308],
      ['2^31', 2 ** 31],
      ['2^53 + 2', 2 ** 53 + 2],
    ];
    if (type === 'integer') values.push(['a fraction', 1.5]);
    if (schema.minimum !== undefined) values.push(['below the minimum', schema.minimum - 1]);
    if (schema.maximum !== undefined) values.push(['above the maximum', schema.maximum + 1]);
    return values;
  }
  if (type === 'string') {
    const values = ODD_TEXTS.map(([name, text]): [string, unknown] => [name, text]);
    if (schema.maxLength !== undefined) {
      values.push(['one character too long', 'x'.repeat(schema.maxLength + 1)]);
    }
    if (schema.format === 'date-time' || schema.format === 'date') {
      values.push(['the year 9999', '9999-12-31T23:00:00.000Z'], ['not a date', '2026-02-30']);
    }
    return values;
  }
  if (type === 'array') return [['10,000 items', Array(10_000).fill('x')]];
  return [];
}

/** A plausible valid value, so that other fields' mistakes are judged one at a time. */
function sampleFor(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleFor(variant);
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'uri') return 'https://example.com/';
      if (schema.format === 'date-time') return '2030-06-01T18:00:00.000Z';
      if (schema.format === 'date') return '2030-06-01';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 12)).slice(0, schema.maxLength ?? 12);
    case 'number':
    case 'integer':
      return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sampleFor(schema.properties?.[key] ?? {})]),
      );
    default:
      return null;
  }
}

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));
}

/**
 * Every bad request for `route`. `ids` supplies real ids for the path (so the body's mistakes are
 * what gets judged), by parameter name.
 */
export function badRequestsFor(route: RestRoute, ids: Record<string, string>): BadRequest[] {
  const requests: BadRequest[] = [];
  const url = fillPath(route.path, ids);

  for (const name of route.path.matchAll(/:(\w+)/g)) {
    for (const id of NONSENSE_IDS) {
      requests.push({
        label: `path ${name[1]} = ${id.slice(0, 20)}`,
        method: route.method,
        url: fillPath(route.path, { ...ids, [name[1] as string]: id }),
        ...(route.method === 'GET' || route.method === 'DELETE'
          ? {}
          : { body: '{}', contentType: 'application/json' }),
      });
    }
  }

  const schema = route.docs?.input ? jsonSchemaOf(route.docs.input) : undefined;
  const properties = schema?.properties ?? {};
  const base = schema ? (sampleFor(schema) as Record<string, unknown>) : {};

  if (route.method === 'GET' || route.method === 'DELETE') {
    for (const [field, fieldSchema] of Object.entries(properties)) {
      const texts: [string, string][] = [
        ['wrong type', typeOf(fieldSchema) === 'string' ? '' : 'twelve'],
        ['a huge number', '1e308'],
        ['2^31', '2147483648'],
        ['a NUL character', 'a\u0000b'],
        ['a right-to-left override', 'a\u202eb'],
        ['10 kB', 'x'.repeat(10_000)],
      ];
      for (const [what, text] of texts) {
        requests.push({
          label: `query ${field}: ${what}`,
          method: route.method,
          url: `${url}?${new URLSearchParams({ [field]: text })}`,
        });
      }
      requests.push({
        label: `query ${field} given twice`,
        method: route.method,
        url: `${url}?${field}=1&${field}=2`,
      });
    }
    return requests;
  }

  const withBody = (label: string, body: string, contentType = 'application/json') =>
    requests.push({ label, method: route.method, url, body, contentType });

  withBody('malformed JSON', '{"title": ');
  withBody('a JSON array instead of an object', '[1, 2, 3]');
  withBody('JSON null', 'null');
  withBody('a JSON string', '"hello"');
  withBody('an empty body', '');
  withBody('text/plain', 'title=hello', 'text/plain');
  withBody('a form post', 'title=hello', 'application/x-www-form-urlencoded');
  withBody('deeply nested JSON', `${'['.repeat(5000)}${']'.repeat(5000)}`);
  withBody('an extra field', JSON.stringify({ ...base, isAdmin: true, id: 1, churchId: 1 }));

  const withField = (label: string, field: string, value: unknown) =>
    withBody(`${field}: ${label}`, JSON.stringify({ ...base, [field]: value }));
  for (const [field, fieldSchema] of Object.entries(properties)) {
    if (schema?.required?.includes(field)) {
      const { [field]: _dropped, ...rest } = base;
      withBody(`${field}: missing`, JSON.stringify(rest));
    }
    withField('null', field, null);
    withField('wrong type', field, wrongTypeFor(fieldSchema));
    for (const [what, value] of outOfRangeFor(fieldSchema)) withField(what, field, value);
  }
  // Random values of any JSON type in every field, and random whole bodies.
  const fields = Object.keys(properties);
  const randomBodies = fc.sample(
    fields.length
      ? fc.record(
          Object.fromEntries(fields.map((field) => [field, fc.jsonValue({ maxDepth: 2 })])),
          { requiredKeys: [] },
        )
      : fc.jsonValue({ maxDepth: 3 }),
    { numRuns: 12, seed: 20261122 },
  );
  for (const [i, body] of randomBodies.entries())
    withBody(`random body #${i}`, JSON.stringify(body));
  return requests;
}
