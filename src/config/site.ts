import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { formatIssues } from '../lib/content/format-issues';
import { siteSchema } from '../lib/content/site-schema';

/** Where editors' content lives; CONTENT_DIR lets benchmarks point the build at synthetic content. */
export const contentDir = path.resolve(process.env.CONTENT_DIR ?? 'content');

/** The one build-time reader of content/site/site.json; a broken file stops the build naming the file and field. */
export function readSiteIdentity(dir = contentDir): z.infer<typeof siteSchema> {
  const file = path.join(dir, 'site', 'site.json');
  const result = siteSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success)
    throw new Error(formatIssues(path.relative(process.cwd(), file), result.error.issues).join('\n'));
  return result.data;
}
