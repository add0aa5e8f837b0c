import { z } from 'zod';

/**
 * A zod refinement for lists whose entries need a unique value (ids, keys, job codes); the issue
 * points at the second entry that repeats one. Example: `z.array(item).superRefine(uniqueBy('id'))`.
 */
export function uniqueBy<T extends Record<string, unknown>>(field: keyof T & string) {
  return (items: readonly T[], ctx: z.RefinementCtx): void => {
    const seen = new Map<unknown, number>();
    items.forEach((item, index) => {
      const value = item[field];
      const first = seen.get(value);
      if (first !== undefined) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [index, field],
          message: `Duplicate ${field} ${JSON.stringify(value)} (already used by entry ${first})`,
        });
      } else {
        seen.set(value, index);
      }
    });
  };
}
