import { z, type ZodTypeAny } from 'zod';

/**
 * The rule under `.optional()`, `.nullable()` and refinements, down to one `isWhole` accepts, as GraphQL
 * types and CMS forms read it: `unwrapRule(imagePath.optional())` → `{ schema: ZodString, isOptional: true }`.
 */
export function unwrapRule(rule: ZodTypeAny, isWhole: (rule: ZodTypeAny) => boolean = () => false) {
  let schema = rule;
  let isOptional = false;
  while (!isWhole(schema)) {
    if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
      isOptional = true;
      schema = schema.unwrap() as ZodTypeAny;
    } else if (schema instanceof z.ZodEffects) schema = schema.innerType() as ZodTypeAny;
    else break;
  }
  return { schema, isOptional };
}

/** The object a rule describes: the rule itself or the entry of a list rule; undefined for anything else. */
export function objectOf(rule: ZodTypeAny): z.AnyZodObject | undefined {
  let { schema } = unwrapRule(rule);
  if (schema instanceof z.ZodArray) schema = unwrapRule(schema.element as ZodTypeAny).schema;
  return schema instanceof z.ZodObject ? schema : undefined;
}
