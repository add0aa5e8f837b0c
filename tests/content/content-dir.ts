import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ZodTypeAny } from 'zod';
import { formatIssues } from '../../src/lib/content/format-issues';

/**
 * The content the tests run on: `CONTENT_DIR` when set (the editor proof points it at an edited copy),
 * otherwise the repository's `content/`. Expectations are derived from these files, never written down.
 */
export const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.resolve(__dirname, '../../content'));

/** A content JSON file, e.g. `readContent('site/home.json')`. */
export function readContent<T = unknown>(relative: string): T {
  return JSON.parse(readFileSync(path.join(contentDir, relative), 'utf8')) as T;
}

/** The slugs (file names without .json) of a page folder, sorted, e.g. `contentSlugs('services')`. */
export function contentSlugs(folder: string): string[] {
  return readdirSync(path.join(contentDir, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''))
    .sort();
}

/** A schema's messages for `data`, as the build prints them for a file named `file`. */
export function schemaMessages(schema: ZodTypeAny, data: unknown, file = 'file.json'): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : formatIssues(file, result.error.issues);
}
