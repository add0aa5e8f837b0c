import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Build-time site identity, read from the editors' file so nothing is hard-coded (used by gatsby-config). */
export interface SiteIdentity {
  name: string;
  shortName: string;
  tagline: string;
  defaultDescription: string;
  url: string;
  themeColor: string;
}

export function readSiteIdentity(contentDir: string): SiteIdentity {
  const file = path.join(contentDir, 'site', 'site.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<SiteIdentity>;
  for (const key of ['name', 'shortName', 'tagline', 'defaultDescription', 'url', 'themeColor'] as const) {
    if (typeof data[key] !== 'string' || data[key] === '') {
      throw new Error(`${file}: field "${key}" is required`);
    }
  }
  return data as SiteIdentity;
}

/** Where editors' content lives; CONTENT_DIR lets benchmarks point the build at synthetic content. */
export const contentDir = path.resolve(process.env.CONTENT_DIR ?? 'content');
