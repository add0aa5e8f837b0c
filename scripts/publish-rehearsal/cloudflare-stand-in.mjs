// Cloudflare Pages for the publish rehearsal: each Pages branch (main = production, pr-<n> = a preview) is served by
// `wrangler pages dev` (Cloudflare's runtime: _headers, _redirects, the 404 page, the Pages Functions) at its own
// address on 127.0.0.1. A deployment arrives through pages-deploy.mjs, which the phase scripts run in place of
// `wrangler pages deploy` (PAGES_DEPLOY_COMMAND): it hands over a copy of the build, functions/ and wrangler.toml,
// and this serves that copy afresh. The upload to Cloudflare itself is the one step not rehearsed.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startLocalSite } from '../lib/local-site.mjs';

/**
 * @param {{ dir: string, controlPort: number, productionPort: number, previewPort: (branch: string) => number,
 *   bindings: Record<string, string>, log?: (line: string) => void }} options
 */
export function createCloudflareStandIn(options) {
  const log = options.log ?? ((line) => console.log(line));
  /** branch → { url, close, deployments } */
  const sites = new Map();
  const failures = [];
  let deployments = 0;

  async function deploy({ branch, upload }) {
    if (failures.length > 0) throw new Error(failures.shift());
    deployments += 1;
    const target = path.join(options.dir, `${branch}-${deployments}`);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(upload, target, { recursive: true });
    const previous = sites.get(branch);
    if (previous) await previous.close();
    const port = branch === 'main' ? options.productionPort : options.previewPort(branch);
    const site = await startLocalSite({
      root: path.join(target, 'public'),
      cwd: target,
      port,
      bindings: options.bindings,
      standIn: false,
      log,
    });
    sites.set(branch, { ...site, dir: target });
    log(`[cloudflare] ${branch} deployed: ${site.url}`);
    return site.url;
  }

  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const answer = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    try {
      if (req.method === 'POST' && req.url === '/deploy') {
        const url = await deploy(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        return answer(200, { url });
      }
      return answer(404, { error: 'not found' });
    } catch (error) {
      return answer(500, { error: error.message });
    }
  });

  return {
    url: `http://127.0.0.1:${options.controlPort}`,
    sites,
    /** The next deployment fails with `message`, as an upload Cloudflare refuses. */
    failNextDeploy(message) {
      failures.push(message);
    },
    siteUrl: (branch) => sites.get(branch)?.url,
    listen: () => new Promise((resolve) => server.listen(options.controlPort, '127.0.0.1', resolve)),
    async close() {
      await new Promise((resolve) => server.close(resolve));
      for (const site of sites.values()) await site.close();
      sites.clear();
    },
  };
}
