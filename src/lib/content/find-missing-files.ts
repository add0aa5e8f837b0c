import { formatPath } from './format-issues';

export interface MissingFile {
  field: string;
  value: string;
}

/**
 * Finds every relative file reference (`./x.png`, `../y.jpg`) in a content object that does not
 * exist. `exists` is injected so this stays pure. Example: `{ intro: { image: './a.jpg' } }` with a
 * missing a.jpg gives `[{ field: 'intro.image', value: './a.jpg' }]`.
 */
export function findMissingFiles(data: unknown, exists: (relative: string) => boolean): MissingFile[] {
  const missing: MissingFile[] = [];
  const visit = (value: unknown, trail: Array<string | number>): void => {
    if (typeof value === 'string') {
      if (/^\.\.?\/[^\s]+\.[a-z0-9]+$/i.test(value) && !exists(value)) {
        missing.push({ field: formatPath(trail), value });
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...trail, index]));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, [...trail, key]);
    }
  };
  visit(data, []);
  return missing;
}
