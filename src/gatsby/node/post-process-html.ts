import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fixImageMarkup } from '../../lib/image-markup';

/** Applies build-time HTML fixes (lib/image-markup) to every generated page. */
export async function postProcessHtml(publicDir: string): Promise<number> {
  const { readdir } = await import('node:fs/promises');
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const html = await readFile(file, 'utf8');
      const fixed = fixImageMarkup(html);
      if (fixed !== html) await writeFile(file, fixed);
    }),
  );
  return files.length;
}
