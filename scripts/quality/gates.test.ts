/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pagesWithFloor } from './built-pages.mjs';
import { measureFirstLoadJs } from './js-weight.mjs';

/**
 * Every gate fails on nothing: an empty build, a build whose sitemap lists a page it has no file for, a missing
 * policy, a chunk group the stats no longer name. A gate that passes with nothing to check cannot fail.
 */
const GATES = [
  'check-headers',
  'check-csp-directives',
  'check-inline-scripts',
  'check-links',
  'check-html',
  'check-structured-data',
  'check-js-budget',
  'check-html-budget',
];

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gate-floor-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const gate = (name: string, root: string) =>
  spawnSync(process.execPath, [`scripts/quality/${name}.mjs`, root], {
    encoding: 'utf8',
    env: { ...process.env, PUBLIC_DIR: root },
    timeout: 60_000,
  });

/** A build of one page, `/`, that its sitemap lists, with a page policy; `extra` adds or overrides files. */
function smallBuild(root: string, extra: Record<string, string> = {}) {
  const files: Record<string, string> = {
    'index.html':
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src \'self\'"/><title>Home</title></head><body><main>Home</main></body></html>',
    'sitemap-0.xml': '<urlset><url><loc>https://example.com/</loc></url></urlset>',
    _headers: "/*\n  Content-Security-Policy: frame-ancestors 'none'\n",
    ...extra,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
}

describe.each(GATES)('%s', (name) => {
  it('fails on an empty public/, saying there is nothing to check', () => {
    const result = gate(name, dir);
    expect(result.status).toBe(1);
    expect(`${result.stdout}${result.stderr}`).toMatch(/no HTML pages|no build/);
  });

  it('fails when the sitemap lists a page the build has no file for', () => {
    smallBuild(dir, {
      'sitemap-0.xml':
        '<urlset><url><loc>https://example.com/</loc></url><url><loc>https://example.com/about/</loc></url></urlset>',
    });
    const result = gate(name, dir);
    expect(result.status).toBe(1);
    expect(`${result.stdout}${result.stderr}`).toContain('1 page(s) of the sitemap have no HTML file: /about/');
  });
});

describe('the floor', () => {
  it('takes the pages of a build whose sitemap pages all exist', () => {
    smallBuild(dir);
    expect(pagesWithFloor(dir).map((page: { route: string }) => page.route)).toEqual(['/']);
  });

  it('needs a sitemap: without one there is no floor', () => {
    smallBuild(dir);
    rmSync(path.join(dir, 'sitemap-0.xml'));
    expect(() => pagesWithFloor(dir)).toThrow('no sitemap-N.xml listing the pages');
  });

  it('needs a build', () => {
    expect(() => pagesWithFloor(path.join(dir, 'missing'))).toThrow('no build');
  });
});

it('the CSP directives gate fails when _headers carries no policy, or a page none of its own', () => {
  smallBuild(dir, { _headers: '/*\n  X-Content-Type-Options: nosniff\n' });
  let result = gate('check-csp-directives', dir);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('_headers: no Content-Security-Policy at all');
  smallBuild(dir, { 'index.html': '<!DOCTYPE html><html><head><title>Home</title></head><body></body></html>' });
  result = gate('check-csp-directives', dir);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('/: no Content-Security-Policy of its own');
});

it('the structured-data gate fails on a page without JSON-LD and on a type it has no rule for', () => {
  smallBuild(dir);
  let result = gate('check-structured-data', dir);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('/: no JSON-LD at all');
  smallBuild(dir, {
    'index.html':
      '<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe"}</script></head></html>',
  });
  result = gate('check-structured-data', dir);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('/: Recipe: no rule for @type "Recipe"');
});

describe('first-load JavaScript', () => {
  const stats = (groups: Record<string, string[]>) =>
    JSON.stringify({
      namedChunkGroups: Object.fromEntries(
        Object.entries(groups).map(([name, files]) => [name, { assets: files.map((file) => ({ name: file })) }]),
      ),
    });

  beforeEach(() =>
    smallBuild(dir, {
      'app-0123456789abcdef.js': 'console.log("app")',
      'component---home-0123456789abcdef.js': 'console.log("home")',
      'page-data/index/page-data.json': JSON.stringify({ componentChunkName: 'component---home' }),
    }),
  );

  it('measures the app and the page component chunk groups', () => {
    writeFileSync(
      path.join(dir, 'webpack.stats.json'),
      stats({ app: ['app-0123456789abcdef.js'], 'component---home': ['component---home-0123456789abcdef.js'] }),
    );
    const [home] = measureFirstLoadJs(dir, path.join(dir, 'no-artifacts'));
    expect(home?.files).toEqual(['app-0123456789abcdef.js', 'component---home-0123456789abcdef.js']);
  });

  it('fails when a first load carries the phone-number metadata, which only the form may load', () => {
    writeFileSync(path.join(dir, 'app-0123456789abcdef.js'), 'const m={country_calling_codes:{1:["US"]}}');
    writeFileSync(
      path.join(dir, 'webpack.stats.json'),
      stats({ app: ['app-0123456789abcdef.js'], 'component---home': ['component---home-0123456789abcdef.js'] }),
    );
    const result = spawnSync(process.execPath, ['scripts/quality/check-js-budget.mjs', dir], {
      encoding: 'utf8',
      env: { ...process.env, BUILD_ARTIFACTS: path.join(dir, 'no-artifacts') },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('/: first-load JS contains "country_calling_codes" (load it on demand)');
  });

  it.each([
    ['the app group', { 'component---home': ['component---home-0123456789abcdef.js'] }, 'no chunk group "app"'],
    ['a page component group', { app: ['app-0123456789abcdef.js'] }, 'no chunk group "component---home"'],
    [
      'a group without scripts',
      { app: ['app.css'], 'component---home': ['component---home-0123456789abcdef.js'] },
      'chunk group "app" has no JavaScript file',
    ],
  ])('refuses to count %s it cannot find as 0 bytes', (_name, groups, message) => {
    writeFileSync(path.join(dir, 'webpack.stats.json'), stats(groups));
    expect(() => measureFirstLoadJs(dir, path.join(dir, 'no-artifacts'))).toThrow(message);
  });
});
