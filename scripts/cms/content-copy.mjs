// The throw-away copy of content/ that Decap's local backend edits in the CMS end-to-end tests (tests/cms).
// The backend makes it when it starts; the tests make it again before each run of their ordered group, so a
// retried group starts from the same files as the first run, not from what its first run wrote.
// Takes the project's root rather than reading import.meta, which the tests' TypeScript loader does not allow.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export const copyPath = (root) => path.join(root, 'test-results', 'cms-repo');

export function copyContent(root) {
  const repo = copyPath(root);
  rmSync(repo, { recursive: true, force: true });
  mkdirSync(repo, { recursive: true });
  cpSync(path.join(root, 'content'), path.join(repo, 'content'), { recursive: true });
  return repo;
}
