import type { CmsField } from './collections/fields';

/** The widget that runs the build's post rules in the form (checked-widget.ts). */
export const CHECKED_WIDGET = 'post-checked';

/** Kinds of field that hold one value; lists and groups keep Decap's own widget, which checks their entries. */
const WRAPPED = new Set([
  'string',
  'text',
  'number',
  'boolean',
  'datetime',
  'image',
  'relation',
  'post-id',
  'safe-markdown',
]);

/**
 * A post form whose every single-value field is checked by the build's rules as the editor types: the field's
 * widget moves to `base`, and a length or address `pattern` gives way to the build's own check, which names the
 * count ("171 of 120 characters") where Decap would say "didn't match the pattern".
 * Example: `{ name: 'heading', widget: 'string', pattern: […] }` → `{ name: 'heading', widget: 'post-checked', base: 'string' }`.
 */
export function checkedFields(fields: readonly CmsField[]): CmsField[] {
  return fields.map((field) => {
    const widget = String(field.widget ?? 'string');
    if (!WRAPPED.has(widget)) return field;
    const { pattern: _pattern, ...rest } = field;
    // The check includes the Markdown rule of safe-markdown, so the text is Decap's own editor, shown once.
    return { ...rest, widget: CHECKED_WIDGET, base: widget === 'safe-markdown' ? 'markdown' : widget };
  });
}
