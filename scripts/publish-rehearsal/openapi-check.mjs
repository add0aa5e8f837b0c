// The GitHub stand-in's answers, checked against GitHub's own OpenAPI description of api.github.com (the npm
// package @octokit/openapi, generated from github/rest-api-description): an answer whose status the operation
// does not document, or whose body breaks the operation's schema, is a violation the rehearsal fails on.
// `fill` builds the fields the stand-in does not model (avatar URLs, node ids, the many repository flags) from the
// same description, so every object starts from GitHub's required shape; the fields Decap and the scripts read
// are the stand-in's own and are checked like the rest.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Resolved from the project's root (the rehearsal and the tests run there; Jest's loader has no import.meta).
const require = createRequire(path.resolve('package.json'));
const specFile = require.resolve('@octokit/openapi/generated/api.github.com.json');
const spec = JSON.parse(readFileSync(specFile, 'utf8'));
const isPlain = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * OpenAPI 3.0's `nullable: true` as JSON Schema (Ajv 8 takes `nullable` only beside a `type`, and GitHub's
 * description also puts it beside `allOf`/`anyOf`): `{ type: 'string', nullable: true }` → `type: ['string', 'null']`.
 */
function jsonSchema(node) {
  if (Array.isArray(node)) return node.map(jsonSchema);
  if (!isPlain(node)) return node;
  const { nullable, ...rest } = node;
  const out = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, jsonSchema(value)]));
  if (nullable !== true) return out;
  if (typeof out.type === 'string') {
    return { ...out, type: [out.type, 'null'], ...(out.enum ? { enum: [...out.enum, null] } : {}) };
  }
  return { anyOf: [{ type: 'null' }, out] };
}

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema(jsonSchema(spec), 'github');

const escapePointer = (part) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** The node at a local pointer (`#/components/schemas/x`) of the description. */
function at(pointer) {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node, part) => node?.[part], spec);
}

const deref = (node) => (node?.$ref ? deref(at(node.$ref)) : node);

/** A value GitHub's schema accepts, with no more than the required properties. */
function sample(schema, depth = 0) {
  schema = deref(schema);
  if (!schema || depth > 12) return null;
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part, depth + 1)));
  if (schema.anyOf || schema.oneOf) return sample((schema.anyOf ?? schema.oneOf)[0], depth + 1);
  if (schema.nullable) return null;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const value = {};
      for (const key of schema.required ?? []) value[key] = sample(schema.properties?.[key] ?? {}, depth + 1);
      return value;
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (schema.format === 'uri' || schema.format === 'uri-template') return 'https://api.github.com/';
      if (schema.format === 'email') return 'stand-in@example.invalid';
      return '';
    default:
      return null;
  }
}

function merge(base, own) {
  if (!isPlain(base) || !isPlain(own)) return own;
  const out = { ...base };
  for (const [key, value] of Object.entries(own)) out[key] = key in base ? merge(base[key], value) : value;
  return out;
}

/**
 * `own` over a sample of the named schema (`pull-request`, or a path inside one: `pull-request/properties/_links`).
 * @example fill('label', { name: 'decap-cms/draft' }) // { id: 0, node_id: '', url: 'https://…', name: 'decap-cms/draft', … }
 */
export function fill(name, own) {
  const pointer = `#/components/schemas/${name}`;
  const schema = at(pointer);
  if (!schema) throw new Error(`GitHub's OpenAPI description has no schema ${name}`);
  return merge(sample(schema), own);
}

const validators = new Map();

/**
 * The violations of one answer: [] when GitHub documents this status for the operation and the body fits it.
 * @param {{ method: string, template: string, status: number, body: unknown }} answer
 */
export function checkAnswer({ method, template, status, body }) {
  const where = `${method} ${template} → ${status}`;
  const operation = spec.paths[template]?.[method.toLowerCase()];
  if (!operation) return [`${where}: GitHub documents no such operation`];
  if (status === 404 || status === 401) return []; // every operation can answer these
  const responseRef = operation.responses[String(status)];
  if (!responseRef) {
    return [
      `${where}: GitHub does not document this status (documented: ${Object.keys(operation.responses).join(', ')})`,
    ];
  }
  const pointer = responseRef.$ref ?? `#/paths/${escapePointer(template)}/${method.toLowerCase()}/responses/${status}`;
  const response = at(pointer);
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) return body === null || body === undefined || status >= 400 ? [] : [`${where}: GitHub sends no body`];
  const schemaPointer = `github${pointer}/content/application~1json/schema`;
  let validate = validators.get(schemaPointer);
  if (!validate) {
    validate = ajv.compile({ $ref: schemaPointer });
    validators.set(schemaPointer, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? [])
    .slice(0, 5)
    .map((error) => `${where}: ${error.instancePath || '(body)'} ${error.message} (${error.schemaPath})`);
}
