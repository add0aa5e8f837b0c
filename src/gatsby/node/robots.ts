import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readSiteIdentity } from '../../config/site';
import { buildRobotsTxt } from '../../lib/seo/robots';

/** Writes public/robots.txt with the sitemap URL built from content/site/site.json's url. */
export function writeRobotsTxt(publicDir = path.resolve('public')): void {
  writeFileSync(path.join(publicDir, 'robots.txt'), buildRobotsTxt(readSiteIdentity().url));
}
