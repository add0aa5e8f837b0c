import type { CmsField } from './collections/fields';

/** The widget that runs the build's rules of a page, a job or a setting in the form (every collection but posts). */
export const ENTRY_CHECKED_WIDGET = 'entry-checked';

/** Kinds of field that hold one value; lists and groups keep Decap's own widget, which shows their entries. */
const WRAPPED = new Set(['string', 'text', 'number', 'boolean', 'datetime', 'image', 'relation', 'job-code']);

/**
 * A form whose every single-value field, at any depth, is checked by the build's rules as the editor types: the
 * field's widget moves to `base`, and a `pattern` gives way to the build's own check, which names the count
 * ("171 of 160 characters") where Decap would say "didn't match the pattern".
 * Example: `{ name: 'answer', widget: 'text', pattern: […] }` → `{ name: 'answer', widget: 'entry-checked', base: 'text' }`.
 */
export function entryCheckedFields(fields: readonly CmsField[]): CmsField[] {
  return fields.map((field) => {
    const widget = String(field.widget ?? 'string');
    const inner: CmsField = { ...field };
    if (Array.isArray(field.fields)) inner.fields = entryCheckedFields(field.fields as CmsField[]);
    if (field.field && typeof field.field === 'object') inner.field = entryCheckedFields([field.field as CmsField])[0];
    if (!WRAPPED.has(widget)) return inner;
    const { pattern: _pattern, ...rest } = inner;
    return { ...rest, widget: ENTRY_CHECKED_WIDGET, base: widget };
  });
}

/** The form's labels by key path without positions: `{ faq: 'Frequently asked questions', 'faq.answer': 'Answer' }`. */
export function labelsOf(fields: readonly CmsField[], prefix = ''): Record<string, string> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const path = `${prefix}${String(field.name)}`;
      const nested = Array.isArray(field.fields)
        ? Object.entries(labelsOf(field.fields as CmsField[], `${path}.`))
        : [];
      return [[path, String(field.label ?? field.name)] as const, ...nested];
    }),
  );
}
