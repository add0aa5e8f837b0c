import type * as Esbuild from 'esbuild';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsConfig, cmsSettings, findCmsSettingsProblems } from '../../cms/config';
import { READER_FACTS_FILE, type ReaderFacts } from '../../cms/previews/reader-facts-file';
import { contentDir, readSiteIdentity } from '../../config/site';
import { iconNames } from './graphql-types/simple-icon';

/** Gatsby bundles gatsby-node with Parcel; packages are loaded at run time from the project instead. */
const requireFromProject = createRequire(path.resolve('package.json'));

/**
 * The editor's page: Decap's own bundle, then ours; nothing else, so it runs under its own CSP. Decap starts
 * itself as its bundle runs and fetches config.yml and the entry while ours still downloads, so an entry opened
 * by its link could load before our formats were registered ("No formatter available with name: site-json").
 * manual-init.js (CMS_MANUAL_INIT, Decap's documented switch) holds it until editor.js calls CMS.init().
 */
const ADMIN_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <script src="/admin/manual-init.js"></script>
    <script src="/admin/decap/decap-cms.js"></script>
    <script src="/admin/editor.js"></script>
  </body>
</html>
`;

/**
 * Writes /admin/ (product-rules §6 Editors): Decap's bundle copied from node_modules (never a CDN), config.yml from the
 * environment, and our additions bundled by esbuild, apart from the site's pages and their JavaScript.
 */
export async function writeAdmin(publicDir: string, siteUrl: string): Promise<void> {
  const dir = path.join(publicDir, 'admin');
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'decap'), { recursive: true });

  const dist = path.dirname(requireFromProject.resolve('decap-cms/dist/decap-cms.js'));
  const files = (await readdir(dist)).filter((name) => /(^|\.)decap-cms\.js$|\.wasm$/.test(name));
  await Promise.all(files.map((name) => copyFile(path.join(dist, name), path.join(dir, 'decap', name))));

  // YAML reads JSON, so the generated config needs no YAML writer.
  const settings = cmsSettings(process.env);
  const problems = findCmsSettingsProblems(settings);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const config = cmsConfig(settings, siteUrl);
  await writeFile(path.join(dir, 'config.yml'), `${JSON.stringify(config, null, 2)}\n`);
  await writeFile(path.join(dir, 'index.html'), ADMIN_HTML);
  await writeFile(path.join(dir, READER_FACTS_FILE), `${JSON.stringify(await readerFacts())}\n`);
  await writeFile(path.join(dir, 'manual-init.js'), 'window.CMS_MANUAL_INIT = true;\n');
  // The names an `icon` field may hold, for the form's check (src/cms/entry-checked-widget.ts): about 40 KB the
  // editor fetches once, instead of the 3,000 drawings of simple-icons in its script.
  await writeFile(path.join(dir, 'icon-names.json'), JSON.stringify([...iconNames()].sort()));
  const { build } = requireFromProject('esbuild') as typeof Esbuild;
  await build({
    entryPoints: [path.resolve('src/cms/index.tsx')],
    outfile: path.join(dir, 'editor.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    jsx: 'automatic',
    legalComments: 'none',
    logLevel: 'warning',
    alias: { gatsby: path.resolve('src/cms/gatsby-shim.tsx') },
    define: { 'process.env.NODE_ENV': '"production"' },
  });
}

/**
 * What a post's preview shows beyond the post, as this build publishes it: the site's name and address (search
 * result), the blog's description (a post without a standfirst) and each service's name and summary (the closing
 * call its first topic picks). From the content this build read, so the preview matches the pages beside it.
 */
async function readerFacts(dir = contentDir): Promise<ReaderFacts> {
  const site = readSiteIdentity(dir);
  const json = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  const blog = await json(path.join(dir, 'site', 'blog.json')).catch(() => ({}) as Record<string, unknown>);
  const serviceDir = path.join(dir, 'services');
  const names = (await readdir(serviceDir).catch(() => [])).filter((name) => name.endsWith('.json'));
  const services = await Promise.all(names.map((name) => json(path.join(serviceDir, name))));
  return {
    siteName: site.name,
    siteUrl: site.url,
    blogName: typeof blog.name === 'string' ? blog.name : `${site.shortName} Blog`,
    blogDescription: typeof blog.description === 'string' ? blog.description : '',
    services: services.map((service) => ({
      slug: String(service.slug ?? ''),
      name: String(service.name ?? ''),
      summary: String(service.summary ?? ''),
    })),
  };
}

interface DevApp {
  get: (path: string, handler: (req: unknown, res: { sendFile: (file: string) => void }) => void) => void;
}

/**
 * `gatsby develop` serves public/ but never its HTML files, so /admin/ gets a route of its own
 * (gatsby-config `developMiddleware`); Decap's scripts and config.yml are served as static files.
 */
export function serveAdminInDevelop(app: DevApp): void {
  app.get('/admin/', (_req, res) => res.sendFile(path.resolve('public/admin/index.html')));
}
