import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fixImageMarkup, stripNullBytes } from '../../lib/seo/image-markup';

/** Every .html file under `dir`, once each (Node 20's recursive readdir can list a file twice). */
export async function listHtmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listHtmlFiles(full)));
    else if (entry.isFile() && entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/** Applies build-time HTML fixes (lib/seo/image-markup) to every generated page, one file at a time. */
export async function postProcessHtml(publicDir: string): Promise<number> {
  const files = await listHtmlFiles(publicDir);
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const fixed = fixImageMarkup(stripNullBytes(html));
    if (fixed !== html) await writeFile(file, fixed);
  }
  return files.length;
}
