// The rehearsal's content: the repository's own content/ with only a few blog posts, so each of the rehearsal's
// builds takes seconds of Gatsby's time instead of minutes while every page type is still built. Posts keep their
// front matter; `related` lists lose the ids of posts left out (the build refuses a link to a missing post).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Keeps the `keep` lowest-numbered posts of `contentDir/blog`; returns their folder names. */
export function trimBlog(contentDir, keep = 3) {
  const blog = path.join(contentDir, 'blog');
  const posts = readdirSync(blog)
    .map((folder) => {
      const file = path.join(blog, folder, 'index.md');
      const id = Number(/^id:\s*(\d+)/m.exec(readFileSync(file, 'utf8'))?.[1] ?? Infinity);
      return { folder, file, id };
    })
    .sort((a, b) => a.id - b.id);
  const kept = posts.slice(0, keep);
  for (const post of posts.slice(keep)) rmSync(path.join(blog, post.folder), { recursive: true, force: true });
  const ids = new Set(kept.map((post) => post.id));
  for (const post of kept) {
    const text = readFileSync(post.file, 'utf8');
    const trimmed = text.replace(/^related:\s*\[([^\]]*)\]\s*$/m, (_line, list) => {
      const left = list
        .split(',')
        .map((id) => id.trim())
        .filter((id) => ids.has(Number(id)));
      return left.length > 0 ? `related: [${left.join(', ')}]` : '';
    });
    writeFileSync(post.file, trimmed);
  }
  return kept.map((post) => post.folder);
}
