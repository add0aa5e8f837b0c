import { z, type ZodTypeAny } from 'zod';
import { calendarDate, imagePath } from '../../../lib/content/primitives';
import { objectOf, unwrapRule } from '../../../lib/content/unwrap-rule';

/** One node type read from a content rule (a zod object, or a list of them: one node per entry). */
export interface NodeTypeSpec {
  name: string;
  schema: ZodTypeAny;
  /** GraphQL names of the nested objects by field path, e.g. `{ banner: 'AboutBanner', 'techTabs.items': 'HomeTechItem' }`. */
  types?: Record<string, string>;
  /** Node fields that differ from the rule: a field the rule has is replaced (or dropped by `null`), any other is added. */
  fields?: Record<string, string | null>;
}

/** GraphQL type and directives of a zod rule used as a field. */
const SCALARS = new Map<ZodTypeAny, string>([
  [imagePath, 'File @fileByRelativePath'],
  [calendarDate, 'Date @dateformat'],
]);

/** Fields that travel with a field of that name: an `icon` (a simple-icons slug) brings its mark (simple-icon.ts). */
const COMPANIONS: Record<string, string | undefined> = { icon: 'mark: BrandIcon @brandIcon(from: "icon")' };

/**
 * The SDL of the node types, derived from their zod rules; a field is `!` unless the rule makes it optional
 * or nullable. Nested types named alike are declared once: a field one rule makes optional or lacks is
 * nullable, any other difference throws.
 */
export function typeDefsFromZod(specs: readonly NodeTypeSpec[]): string {
  const types = new Map<string, Map<string, string>>();
  const nodes = new Set(specs.map((spec) => spec.name));
  const declare = (name: string, fields: Map<string, string>) => {
    const known = types.get(name);
    if (!known) return types.set(name, fields);
    for (const [field, sdl] of fields)
      known.set(field, known.has(field) ? mergeField(name, known.get(field)!, sdl) : optional(sdl));
    for (const [field, sdl] of known) if (!fields.has(field)) known.set(field, optional(sdl));
  };

  const objectFields = (schema: z.ZodObject<z.ZodRawShape>, spec: NodeTypeSpec, path: string) => {
    const overrides = path ? {} : (spec.fields ?? {});
    const fields = new Map<string, string>();
    for (const [key, rule] of Object.entries({ ...schema.shape, ...overrides })) {
      if (rule === null) continue;
      const type = typeof rule === 'string' ? rule : fieldType(rule as ZodTypeAny, spec, `${path}${key}`);
      fields.set(key, `${key}: ${type}`);
      const companion = COMPANIONS[key];
      if (companion) fields.set(companion.split(':')[0]!, companion);
    }
    return fields;
  };

  const fieldType = (rule: ZodTypeAny, spec: NodeTypeSpec, field: string): string => {
    const { schema, isOptional } = unwrapRule(rule, (known) => SCALARS.has(known));
    const bang = isOptional ? '' : '!';
    const scalar = SCALARS.get(schema);
    if (scalar) return scalar.replace(/^\w+/, (type) => type + bang);
    if (schema instanceof z.ZodString || schema instanceof z.ZodEnum) return `String${bang}`;
    if (schema instanceof z.ZodBoolean) return `Boolean${bang}`;
    if (schema instanceof z.ZodNumber) return `${schema.isInt ? 'Int' : 'Float'}${bang}`;
    if (schema instanceof z.ZodArray) return `[${fieldType(schema.element as ZodTypeAny, spec, field)}]${bang}`;
    if (schema instanceof z.ZodObject) {
      const name = spec.types?.[field];
      if (!name) throw new Error(`${spec.name}: no GraphQL type name for the object at "${field}"`);
      declare(name, objectFields(schema, spec, `${field}.`));
      return `${name}${bang}`;
    }
    throw new Error(`${spec.name}: no GraphQL type for the zod ${schema.constructor.name} at "${field}"`);
  };

  for (const spec of specs) {
    const object = objectOf(spec.schema);
    if (!object) throw new Error(`${spec.name}: the rule is not an object or a list of objects`);
    declare(spec.name, objectFields(object, spec, ''));
  }
  return [...types]
    .map(([name, fields]) => {
      const node = nodes.has(name) ? ' implements Node @dontInfer' : '';
      return `type ${name}${node} {\n  ${[...fields.values()].join('\n  ')}\n}`;
    })
    .join('\n');
}

/** `String!` and `String` make `String`: a field some entries may leave out. */
function mergeField(type: string, known: string, added: string): string {
  if (known === added || optional(added) === known) return known;
  if (optional(known) === added) return added;
  throw new Error(`GraphQL type ${type} is declared twice, differently: "${known}" and "${added}"`);
}

const optional = (sdl: string) => sdl.replace(/!( |$)/, '$1');
