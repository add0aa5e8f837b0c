import { readdirSync } from 'node:fs';
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
