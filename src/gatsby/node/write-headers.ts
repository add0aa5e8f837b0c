import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cmsSettings } from '../../cms/config';
import { isDeployBuild } from '../../lib/contact/contact-config';
import { ownScriptHashes } from '../../lib/headers/inline-scripts';
import { buildHeadersFile } from '../../lib/headers/security-headers';
import { readAnalyticsConfig } from './check-contact-env';

/**
 * Only this build's hashed bundles get a rule: a warm build keeps older bundles for visitors with an old
 * page open, and listing those too would grow the file past the hosts' 100 rules.
 */
export async function writeHeadersFile(publicDir: string): Promise<void> {
  const hashedFiles = await currentBundles(publicDir);
  const { localPort } = cmsSettings(process.env);
  // The header policy's script baseline: the build's own inline scripts, and the analytics host when configured.
  const origin = readAnalyticsConfig()?.origin;
  const scripts = { hashes: ownScriptHashes(), extra: origin ? [origin] : [] };
  // A deploy build is served over https only, so its header may upgrade stray http requests; a local build may not.
  const https = isDeployBuild(process.env);
  await writeFile(path.join(publicDir, '_headers'), buildHeadersFile(hashedFiles, localPort, scripts, { https }));
}

const HASHED = /-([0-9a-f]{16,})\.(js|css)$/;

interface WebpackStats {
  assetsByChunkName?: Record<string, string[]>;
  namedChunkGroups?: Record<string, { assets: Array<string | { name: string }> }>;
}

/** Hashed root files of the current build: those webpack's stats name, and async chunks their code loads. */
async function currentBundles(publicDir: string): Promise<string[]> {
  const hashed = (await readdir(publicDir)).filter((name) => HASHED.test(name));
  const stats = JSON.parse(await readFile(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as WebpackStats;
  const named = new Set([
    ...Object.values(stats.assetsByChunkName ?? {}).flat(),
    ...Object.values(stats.namedChunkGroups ?? {}).flatMap(({ assets }) =>
      assets.map((asset) => (typeof asset === 'string' ? asset : asset.name)),
    ),
  ]);
  const loaded = hashed.filter((name) => named.has(name));
  const code = (await Promise.all(loaded.map((name) => readFile(path.join(publicDir, name), 'utf8')))).join('\n');
  return hashed
    .filter((name) => named.has(name) || code.includes(`"${HASHED.exec(name)![1]}"`))
    .map((name) => `/${name}`)
    .sort();
}
