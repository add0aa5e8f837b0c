import { blogListPath, blogPostPath, careersPath, contactPath, expertisePath, legalPath, servicePath } from '../routes';

/** One line of `git diff --name-status`: `M\tcontent/site/home.json`, `D\tcontent/blog/x/index.md`. */
export interface ChangedFile {
  status: string;
  path: string;
}

export interface LaneChoice {
  /** `content`: only files under content/ changed, so the content check is enough; `full`: the whole suite. */
  lane: 'content' | 'full';
  /** The pages the changed content draws, for the smoke pass (content lane only; empty on `full`). */
  routes: string[];
}

/** Pages built from every site file (menus, footer, company details): the smoke pass visits the core pages. */
const HOME = '/';

/**
 * The routes a content file feeds (routes.ts builds the same URLs for the pages). A deleted post or page has
 * no page left to visit, so only its listing is checked. Example: `content/blog/a/poster.png` → `/blog/a/`, `/blog/`.
 */
export function routesForContentFile({ status, path }: ChangedFile): string[] {
  const gone = status.startsWith('D');
  const parts = path.split('/');
  const [, folder = '', name = ''] = parts;
  const base = name.replace(/\.(json|md)$/, '');
  switch (folder) {
    case 'blog':
      return gone && parts.length === 4 && name && parts[3] === 'index.md'
        ? [blogListPath(1), HOME]
        : [...(name && parts.length > 3 ? [blogPostPath(name)] : []), blogListPath(1), HOME];
    case 'authors':
      return [blogListPath(1)];
    case 'services':
      return [...(gone ? [] : [servicePath(base)]), '/services/', HOME];
    case 'expertise':
      return [...(gone ? [] : [expertisePath(base)]), '/expertise/', HOME];
    case 'careers':
      return [careersPath];
    case 'legal':
      return gone ? [HOME] : [legalPath(base)];
    case 'site':
      return siteFileRoutes[base] ?? [HOME];
    default:
      return [HOME];
  }
}

const siteFileRoutes: Record<string, string[]> = {
  home: [HOME],
  testimonials: [HOME],
  about: ['/about/'],
  contact: [contactPath],
  gallery: ['/gallery/'],
  blog: [blogListPath(1)],
  pages: ['/services/', '/expertise/', '/portfolio/'],
};

/**
 * The pull request's lane: content-only changes get the content check (rules, build, gates, smoke pass over
 * the changed pages); anything else, including a rename out of content/, runs the whole suite.
 * Example: `[{ status: 'M', path: 'content/site/about.json' }]` → `{ lane: 'content', routes: ['/about/'] }`.
 */
export function selectLane(files: readonly ChangedFile[]): LaneChoice {
  if (files.length === 0 || files.some((file) => !file.path.startsWith('content/'))) {
    return { lane: 'full', routes: [] };
  }
  const routes = new Set(files.flatMap(routesForContentFile));
  return { lane: 'content', routes: [...routes].sort() };
}

/**
 * `git diff --name-status` output (or bare paths, one a line) as changed files; a rename `R100\told\tnew`
 * counts as a delete of the old path and an add of the new one, so both sides decide the lane.
 */
export function parseNameStatus(text: string): ChangedFile[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .flatMap((line) => {
      const fields = line.split('\t');
      if (fields.length === 1) return [{ status: 'M', path: fields[0]! }];
      const [status = 'M', first = '', second] = fields;
      return second !== undefined
        ? [
            { status: 'D', path: first },
            { status: 'A', path: second },
          ]
        : [{ status, path: first }];
    });
}

/** `lane=content` and `routes=/,/blog/a/` lines for `$GITHUB_OUTPUT`. */
export function formatLaneOutput(choice: LaneChoice): string {
  return `lane=${choice.lane}\nroutes=${choice.routes.join(',')}\n`;
}
