import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every HTML page of the build, as { file, route } (Gatsby's internal slice files and the /admin/ editor excluded). */
export function builtPages(root = 'public') {
  const pages = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['_gatsby', 'page-data', 'static', '~partytown', 'admin'].includes(entry.name)) walk(full);
      } else if (entry.name.endsWith('.html')) {
        const rel = path.relative(root, full).split(path.sep).join('/');
        const route = rel === 'index.html' ? '/' : `/${rel.replace(/index\.html$/, '')}`;
        pages.push({ file: full, route });
      }
    }
  };
  walk(root);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** Page type of a route, for budgets and benchmarks. */
export function pageType(route) {
  if (route === '/') return 'home';
  if (route === '/404.html' || route.startsWith('/404')) return '404';
  if (/^\/services\/[^/]+\/$/.test(route)) return 'service';
  if (/^\/expertise\/[^/]+\/$/.test(route)) return 'expertise';
  if (route === '/blog/' || /^\/blog\/page\/\d+\/$/.test(route)) return 'blog-list';
  if (/^\/blog\/topics\//.test(route)) return 'blog-topic';
  if (/^\/blog\/[^/]+\/$/.test(route)) return 'post';
  if (/^\/careers\/[^/]+\/$/.test(route)) return 'job';
  if (/^\/portfolio\/[^/]+\/$/.test(route)) return 'case-study';
  const first = route.split('/')[1];
  return first || 'other';
}

/**
 * The routes the build's sitemap lists (every sitemap file gatsby-plugin-sitemap wrote): the floor of every
 * gate, so a gate that finds no page, or fewer pages than the build made, fails instead of passing on nothing.
 */
export function sitemapRoutes(root = 'public') {
  const files = existsSync(root) ? readdirSync(root).filter((name) => /^sitemap-\d+\.xml$/.test(name)) : [];
  return files.flatMap((name) =>
    [...readFileSync(path.join(root, name), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    ),
  );
}

/**
 * The pages a gate checks: every built page, after checking the floor. Throws, naming what is missing, when
 * the build has no pages, no sitemap, or a page the sitemap lists has no HTML file.
 */
export function pagesWithFloor(root = 'public') {
  if (!existsSync(root)) throw new Error(`${root}: no build (run npm run build first)`);
  const pages = builtPages(root);
  const listed = sitemapRoutes(root);
  if (pages.length === 0) throw new Error(`${root}: no HTML pages (run npm run build first)`);
  if (listed.length === 0)
    throw new Error(`${root}: no sitemap-N.xml listing the pages; a gate has no floor without it`);
  const built = new Set(pages.map((page) => page.route));
  const missing = listed.filter((route) => !built.has(route));
  if (missing.length > 0)
    throw new Error(
      `${root}: ${missing.length} page(s) of the sitemap have no HTML file: ${missing.slice(0, 10).join(', ')}`,
    );
  return pages;
}

/** pagesWithFloor for a gate's command line: prints the reason and exits 1 instead of throwing. */
export function gatePages(gate, root = 'public') {
  try {
    return pagesWithFloor(root);
  } catch (error) {
    console.error(`${gate} failed: ${error.message}`);
    process.exit(1);
  }
}
