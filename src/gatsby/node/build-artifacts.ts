import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Outside public/, so the host never serves it; CI can keep it as a build artifact for debugging. */
export const ARTIFACTS_DIR = '.build-artifacts';

/** Build output that helps debugging but must not be published: source maps and webpack's stats. */
const PRIVATE = /(\.map|^webpack\.stats\.json)$/;

/**
 * Moves the source maps and webpack.stats.json out of `publicDir` into `artifactsDir` (emptied first), keeping
 * their paths; returns how many files moved. Example: `public/app-1a2b.js.map` → `.build-artifacts/app-1a2b.js.map`.
 */
export async function moveBuildArtifacts(publicDir: string, artifactsDir = ARTIFACTS_DIR): Promise<number> {
  await rm(artifactsDir, { recursive: true, force: true });
  let moved = 0;
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (PRIVATE.test(entry.name)) {
        const target = path.join(artifactsDir, path.relative(publicDir, full));
        await mkdir(path.dirname(target), { recursive: true });
        await rename(full, target);
        moved += 1;
      }
    }
  };
  await walk(publicDir);
  return moved;
}
