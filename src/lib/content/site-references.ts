/**
 * Cross-file checks for the home and about pages: every service card points at a content/services file and
 * every emerging technology at a content/expertise file, so no Read More link can be dead.
 */

export interface Reference {
  /** Where the reference is written, e.g. `services[3].service`. */
  field: string;
  value: string;
}

/**
 * The references whose target does not exist. Example: `missingReferences('services', 'service',
 * [{ service: 'devops' }, { service: 'sass' }], ['devops', 'saas'])` → `[{ field: 'services[1].service', value: 'sass' }]`.
 */
export function missingReferences<K extends string>(
  listName: string,
  key: K,
  entries: ReadonlyArray<Record<K, string>>,
  existing: readonly string[],
): Reference[] {
  const known = new Set(existing);
  return entries.flatMap((entry, index) =>
    known.has(entry[key]) ? [] : [{ field: `${listName}[${index}].${key}`, value: entry[key] }],
  );
}

/**
 * One build message per broken reference, in the content-error style. Example: `content/site/home.json:
 * field "services[1].service": content/services/sass.json does not exist`.
 */
export function describeMissing(
  file: string,
  targetFile: (value: string) => string,
  missing: readonly Reference[],
): string[] {
  return missing.map((m) => `${file}: field "${m.field}": ${targetFile(m.value)} does not exist`);
}
